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
  const { prepareRemotes } = await import(/* webpackMode: "eager" */ './federation/prepareRemotes');
  await prepareRemotes(remoteConfigRequest);
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const [{ startTransition }, { App }] = await Promise.all([import(/* webpackMode: "eager" */ 'react'), import(/* webpackMode: "eager" */ './App')]);
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser.
  startTransition(() => root.render(<App />));
}
