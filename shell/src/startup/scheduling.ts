/**
 * Resolves once the browser has shown its first content (index.html's frame), in a task after
 * it. A paint is only known to be on screen when the browser reports it, which can be a frame or
 * two after the animation frame that drew it; anything fetched before that would count, for the
 * browser and for Lighthouse, as holding the first paint back. A hidden tab paints nothing, so
 * the timeout lets the app start there too, only later.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const inNextTask = () => setTimeout(resolve, 0);
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        inNextTask();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(inNextTask);
    }
    setTimeout(resolve, 500);
  });
}

interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a new task: start-up work split this way lets the browser answer a tap in
 * between, where one long task would make the phone feel frozen. scheduler.yield() resumes
 * ahead of other queued work and without the 4 ms that nested timers are held back.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
