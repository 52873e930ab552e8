/**
 * Waiting for a server of the cluster to answer, by polling with a deadline (never a fixed
 * sleep). The checkout-service says it is ready at /readyz where it has one (it can then reach
 * its database); a build without it is taken as ready once /healthz answers.
 */

const POLL_MS = 100;

/** Resolves once `check()` is true; rejects if the process exits first or the deadline passes. */
export async function waitUntil(check, child, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what}: the process exited (${child.signalCode ?? `code ${child.exitCode}`}) before answering`);
    }
    try {
      if (await check()) return;
    } catch {
      // not listening yet: poll again
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
}

/** True when GET `url` answers 2xx; the body is read so the connection can be reused. */
export async function answers(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  await response.arrayBuffer();
  return response.ok;
}

/** True once the service at `origin` is ready: /readyz, or /healthz if it has no /readyz (404). */
export async function serviceReady(origin) {
  const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) });
  await response.arrayBuffer();
  if (response.status === 404) return answers(`${origin}/healthz`);
  return response.ok;
}
