/**
 * The checkout-service as the checkout page's tests need it: `window.fetch` answering by path,
 * its query left out (the session, the pickup and delivery days, what is left), each answer a
 * function of the URL asked so a test can change it.
 */
import { API_PATHS } from 'contract';

type Answer = { status: number; body: unknown } | Error;

/** Just the part of a fetch Response the checkout reads (jsdom has no Response). */
const toResponse = ({ status, body }: { status: number; body: unknown }) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

/** The days the service offers on Thursday 26 November 2026. */
export const PICKUP_DAYS = ['2026-11-27', '2026-11-28', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'];

export interface CheckoutService {
  fetch: jest.Mock;
  /** The JSON bodies of the session requests, in order. */
  sessions: () => Array<Record<string, unknown>>;
  /** How many times a path was asked for, whatever its query. */
  calls: (path: string) => number;
  /** The URLs asked for at a path, with their queries, in order. */
  urls: (path: string) => string[];
}

const pathOf = (url: string) => url.split('?')[0];

/** Installs the fake on window.fetch; a path without an answer is a 404. */
export function checkoutService(answers: Partial<Record<string, (url: string) => Answer | Promise<Answer>>>): CheckoutService {
  const fetch = jest.fn(async (url: string, _init?: RequestInit) => {
    const answer = (await answers[pathOf(url)]?.(url)) ?? { status: 404, body: { error: 'Not found.' } };
    if (answer instanceof Error) throw answer;
    return toResponse(answer);
  });
  window.fetch = fetch as unknown as typeof window.fetch;
  const callsTo = (path: string) => fetch.mock.calls.filter(([url]) => pathOf(url) === path);
  return {
    fetch,
    sessions: () => callsTo(API_PATHS.checkoutSession).map(([, init]) => JSON.parse((init as RequestInit).body as string)),
    calls: (path) => callsTo(path).length,
    urls: (path) => callsTo(path).map(([url]) => url),
  };
}
