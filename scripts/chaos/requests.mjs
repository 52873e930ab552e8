/**
 * What the run asks of the shop through nginx: checkout-session bodies (counted products with a
 * named customer, or uncounted ones), client addresses for X-Forwarded-For (each used a bounded
 * number of times, so no address reaches the rate limit or the per-address hold cap), the admin
 * stock change, and a Pay on the local test-payment page. Every answer is recorded with its timing.
 */

/** One customer per checkout, as the checkout form sends it (checkout-service/test/support/fixtures.ts). */
const customer = (n) => ({
  firstName: 'Ana',
  lastName: `Chaos ${n}`,
  country: 'Canada',
  address1: '12 Orchard Lane',
  address2: '',
  city: 'Guelph',
  state: 'Ontario',
  postcode: 'N1H 2K3',
  phone: '+1 519 555 0147',
  email: `shopper-${n}@example.com`,
  notes: '',
});

/** A checkout body: one unit of `counted` (if any, with a customer) and one of `uncounted`. */
export function sessionBody(url, n, { counted, uncounted }) {
  const items = [...(counted ? [{ id: counted, quantity: 1 }] : []), { id: uncounted, quantity: 1 }];
  return JSON.stringify({
    items,
    success_url: `${url}/checkout/success`,
    cancel_url: `${url}/checkout/cancel`,
    ...(counted && { customer: customer(n) }),
  });
}

/**
 * Addresses 10.<block>.x.y, handed out in turn from a set of 250, each used at most `uses` times
 * before the next set: requests in flight together come from different addresses, as a shop's
 * shoppers do (one address's requests count on one row of the shared rate limit), and no address
 * reaches the rate limit or the per-address hold cap.
 */
export function addresses(block, uses) {
  let n = 0;
  return () => {
    const i = n++;
    return `10.${block}.${Math.floor(i / (250 * uses))}.${(i % 250) + 1}`;
  };
}

/** An answer as the checks read it: what was asked, when, and what came back. */
async function timed(kind, doFetch, extra) {
  const started = Date.now();
  const t0 = performance.now();
  const record = { kind, started, ...extra };
  try {
    const response = await doFetch();
    const text = await response.text();
    Object.assign(record, {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      contentType: response.headers.get('content-type') ?? '',
      location: response.headers.get('location'),
    });
    try {
      record.json = JSON.parse(text);
    } catch {
      record.json = null;
    }
  } catch (error) {
    record.status = 0;
    record.error = error.cause?.code ?? error.message;
  }
  record.ms = performance.now() - t0;
  record.ended = Date.now();
  return record;
}

export const createSession = (url, { key, body, address }) =>
  timed(
    'create',
    () =>
      fetch(`${url}/api/create-checkout-session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': address },
        body,
        signal: AbortSignal.timeout(60_000),
      }),
    { key, body, address },
  );

/** The test-payment page's Pay button, as its own page posts it (same-origin), not following the 303. */
export const paySession = (url, sessionId, address) =>
  timed(
    'pay',
    () =>
      fetch(`${url}/api/test-payment/${encodeURIComponent(sessionId)}/pay`, {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': address, 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
        signal: AbortSignal.timeout(60_000),
      }),
    { sessionId, address },
  );

/** `PUT /api/admin/stock/:id` with ADMIN_TOKEN; throws unless 200. */
export async function setStock(url, token, productId, change) {
  const response = await fetch(`${url}/api/admin/stock/${productId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(change),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`stock of product ${productId}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/** Runs `task(i)` for i = 0…count-1, `concurrency` at a time; resolves with their results in order. */
export async function pool(count, concurrency, task) {
  const results = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}
