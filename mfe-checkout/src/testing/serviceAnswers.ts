/**
 * The checkout-service as the result pages' tests need it: `window.fetch` giving the next of a
 * few prepared answers, whatever was asked.
 */

/** Just the part of a fetch Response the checkout reads (jsdom has no Response). */
export const answer = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

/** The service's answers to the page's look-ups, one per call (the last one repeats). */
export function serviceAnswers(...answers: Array<Response | Error>) {
  const fetchMock = jest.fn(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0];
    if (next instanceof Error) throw next;
    return next;
  });
  window.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
