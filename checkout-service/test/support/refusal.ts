import { RequestError } from '../../src/http/httpErrors';

/** What a refused call rejects with: its status and sentence; anything else fails the test. */
export async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof RequestError)) throw new Error(`expected a RequestError, got ${String(error)}`);
  return { status: error.status, message: error.message };
}
