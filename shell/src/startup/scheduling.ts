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
