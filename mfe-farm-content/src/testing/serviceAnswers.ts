/**
 * The checkout-service as the forms' and the newsletter pages' tests need it: `window.fetch`
 * giving the next of a few prepared answers, whatever was asked.
 */

/** Just the part of a fetch Response the pages read (jsdom has no Response). */
export const answer = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body, headers: { get: () => null } }) as unknown as Response;

/** The answer every visitor's form gets when its submission is stored. */
export const RECEIVED = () => answer(201, { received: true });

/** The service's answers, one per call (the last one repeats). */
export function serviceAnswers(...answers: Array<Response | Error>) {
  const fetchMock = jest.fn(async (_path: string, _init?: RequestInit) => {
    const next = answers.length > 1 ? answers.shift()! : answers[0];
    if (next instanceof Error) throw next;
    return next;
  });
  window.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** What the page sent in its `call`-th request (from 0): the path and the JSON body. */
export function sent(fetchMock: ReturnType<typeof serviceAnswers>, call = 0) {
  const [path, init] = fetchMock.mock.calls[call];
  return { path, method: init?.method, body: JSON.parse(String(init?.body)) as Record<string, unknown> };
}
