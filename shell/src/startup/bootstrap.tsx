import { nextTask } from './scheduling';

/**
 * The start-up sequence. Every library's code arrived with this chunk; imports marked "eager" add
 * no request, they only run a module. Running the shared code, React DOM, the app's modules and
 * the first render each in a task of its own keeps every task short, so a phone can answer a tap
 * at any point of the start-up instead of waiting for one long task.
 */
export async function start(remoteConfigRequest: Promise<Response>) {
  // This chunk and the libraries have just been compiled, in this task.
  await nextTask();
  const landingPath = window.location.pathname;
  const { prepareRemotes } = await import(/* webpackMode: "eager" */ '../federation/prepareRemotes');
  const { vitalsSample } = await prepareRemotes(remoteConfigRequest);
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // The page's remote and chunk download while React renders the frame, not after. Its matching
  // needs the router and the shared package, evaluated here, in a task of their own.
  const { preloadPage } = await import(/* webpackMode: "eager" */ '../routing/preloadPage');
  preloadPage(landingPath);
  await nextTask();
  const [{ startTransition }, { App }, { paintedFrameFits }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ '../App'),
    import(/* webpackMode: "eager" */ './paintedFrame'),
  ]);
  await nextTask();
  // The built page holds the prerendered frame: React adopts its elements instead of replacing
  // them, in a transition, which hydrates in slices that yield to the browser. Where it holds no
  // frame, or not the one this path shows (paintedFrame.ts), React renders it.
  const container = document.getElementById('root')!;
  startTransition(() => {
    if (paintedFrameFits(container, window.location.pathname)) hydrateRoot(container, <App />);
    else createRoot(container).render(<App />);
  });
  // Once the page is live and the browser idle: the field reports (docs/decisions/field-vitals.md).
  const { startFieldVitals } = await import(/* webpackMode: "eager" */ '../vitals/startFieldVitals');
  startFieldVitals(vitalsSample, landingPath);
}
