/**
 * Resolves once the browser has painted what it has (index.html's frame). A hidden tab paints
 * nothing, so the timeout lets the app start there too, only later.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 500);
  });
}

/**
 * Resolves in a new task: start-up work split this way lets the browser answer a tap in
 * between, where one long task would make the phone feel frozen.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
