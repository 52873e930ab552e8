/**
 * A background task run at start and then `intervalMs` after each run ends (never two at once),
 * until `stop()`, which waits for a run in progress. The service's loops (the mail sender, the
 * expiry sweeper) each run one; a failed run is reported and the next one comes all the same.
 */
export function repeating(task: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  const tick = () => {
    running = task()
      .catch(onError)
      .finally(() => {
        if (timer) timer = setTimeout(tick, intervalMs);
      });
  };

  return {
    start() {
      if (timer) return;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
