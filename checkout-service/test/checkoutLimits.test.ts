import { API_PATHS, DETAILS_FOR_COUNTED_STOCK, orderBySessionPath, OVER_ADDRESS_HOLD, overCheckoutLimit } from 'contract';
import { BACKENDS } from './support/backends';
import { noMail } from '../src/mail/compose';
import { checkoutBody, CUSTOMER, postCheckout } from './support/fixtures';
import { serviceOnBackend } from './support/serviceOnBackend';

/**
 * What one checkout, one client address and one browser may hold unpaid (docs/product.md#stock),
 * the checkout cookie that ties a checkout to its browser (docs/decisions/checkout-cookie.md), and a
 * stocktake while checkouts hold units. On both back ends, through the service's own HTTP API.
 */

const TOMATOES = 1;
const APPLES = 2;
const CARROTS = 3;
const fromAddress = (address: string) => ({ 'X-Forwarded-For': address });

describe.each(BACKENDS)('checkout limits on %s', (_name, fresh) => {
  const env = serviceOnBackend(fresh);

  const forSale = async (productId: number) => (await env.store.stock.availability()).find((line) => line.productId === productId)!.left;
  const checkout = (items: { id: number; quantity: number }[], headers: Record<string, string> = {}, customer: unknown = CUSTOMER) =>
    postCheckout(env.service.http, checkoutBody({ items, ...(customer ? { customer } : {}) })).set(headers);

  it('refuses the hoarding probe: an anonymous checkout of 40 of each of three counted products takes nothing', async () => {
    for (const id of [TOMATOES, APPLES, CARROTS]) await env.store.stock.set(id, { onHand: 100 });
    const probe = await checkout(
      [TOMATOES, APPLES, CARROTS].map((id) => ({ id, quantity: 40 })),
      {},
      null,
    );
    expect(probe.status).toBe(400);
    expect(probe.body).toEqual({ error: DETAILS_FOR_COUNTED_STOCK, code: 'details_required' });
    for (const id of [TOMATOES, APPLES, CARROTS]) expect(await forSale(id)).toBe(100);
    // SPEC's anonymous request still pays for what the farm does not count.
    expect((await checkout([{ id: 4, quantity: 40 }], {}, null)).status).toBe(200);
  });

  it('lets one checkout take at most 20 of a counted product, or the limit the farm set for it', async () => {
    await env.store.stock.set(TOMATOES, { onHand: 100 });
    expect((await checkout([{ id: TOMATOES, quantity: 20 }], fromAddress('203.0.113.1'))).status).toBe(200);
    const over = await checkout([{ id: TOMATOES, quantity: 21 }], fromAddress('203.0.113.2'));
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ error: overCheckoutLimit('Heirloom Tomatoes', 20), code: 'over_order_limit' });
    await env.store.stock.set(TOMATOES, { maxPerCheckout: 30 });
    expect((await checkout([{ id: TOMATOES, quantity: 21 }], fromAddress('203.0.113.3'))).status).toBe(200);
    await env.store.stock.set(TOMATOES, { maxPerCheckout: 2 });
    expect((await checkout([{ id: TOMATOES, quantity: 3 }], fromAddress('203.0.113.4'))).body).toEqual({
      error: overCheckoutLimit('Heirloom Tomatoes', 2),
      code: 'over_order_limit',
    });
    expect(await forSale(TOMATOES)).toBe(100 - 20 - 21);
  });

  it('caps what one client address holds unpaid across its checkouts; another address is not affected', async () => {
    for (const id of [TOMATOES, APPLES, CARROTS, 4]) await env.store.stock.set(id, { onHand: 100 });
    for (const id of [TOMATOES, APPLES, CARROTS])
      expect((await checkout([{ id, quantity: 20 }], fromAddress('198.51.100.7'))).status).toBe(200);
    const more = await checkout([{ id: 4, quantity: 1 }], fromAddress('198.51.100.7'));
    expect(more.status).toBe(409);
    expect(more.body).toEqual({ error: OVER_ADDRESS_HOLD, code: 'address_hold_limit' });
    expect((await checkout([{ id: 4, quantity: 1 }], fromAddress('198.51.100.8'))).status).toBe(200);
    expect(await forSale(4)).toBe(99);
  });

  it('counts one address checkouts one at a time: 10 concurrent checkouts of 10 units hold at most 60', async () => {
    for (const id of [TOMATOES, APPLES]) await env.store.stock.set(id, { onHand: 100 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => checkout([{ id: n % 2 === 0 ? TOMATOES : APPLES, quantity: 10 }], fromAddress('192.0.2.9'))),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(6);
    for (const refused of answers.filter((res) => res.status !== 200))
      expect(refused.body).toEqual({ error: OVER_ADDRESS_HOLD, code: 'address_hold_limit' });
    expect((await forSale(TOMATOES))! + (await forSale(APPLES))!).toBe(200 - 60);
  });

  it('closes a browser earlier unpaid checkout when it starts another, giving its units back first', async () => {
    await env.store.stock.set(TOMATOES, { onHand: 3 });
    const first = await checkout([{ id: TOMATOES, quantity: 3 }]);
    const cookie = first.headers['set-cookie'][0].split(';')[0];
    expect(first.headers['set-cookie'][0]).toMatch(/^tv_checkout=[A-Za-z0-9_-]{43}; Path=\/api; HttpOnly; SameSite=Strict; Max-Age=86400$/);
    // Without the cookie, the same cart from the same address is another shopper's: refused, nothing left.
    expect((await checkout([{ id: TOMATOES, quantity: 3 }])).status).toBe(409);
    const second = await checkout([{ id: TOMATOES, quantity: 3 }], { Cookie: cookie });
    expect(second.status).toBe(200);
    expect((await env.store.orders.findBySession(first.body.id))!.status).toBe('expired');
    expect((await env.store.localPayments.find(first.body.id))!.state).toBe('expired');
    expect((await env.store.orders.findBySession(second.body.id))!.status).toBe('pending');
    expect(await forSale(TOMATOES)).toBe(0);
  });

  it('closes the browser unpaid checkouts when the shopper comes back to the cancel page', async () => {
    await env.store.stock.set(TOMATOES, { onHand: 3 });
    const started = await checkout([{ id: TOMATOES, quantity: 2 }]);
    const cookie = started.headers['set-cookie'][0].split(';')[0];
    expect((await env.service.http.post(API_PATHS.checkoutCancel)).body).toEqual({ closed: 0 });
    expect(await forSale(TOMATOES)).toBe(1);
    const left = await env.service.http.post(API_PATHS.checkoutCancel).set('Cookie', cookie);
    expect(left.body).toEqual({ closed: 1 });
    expect((await env.store.orders.findBySession(started.body.id))!.status).toBe('cancelled');
    expect(await forSale(TOMATOES)).toBe(3);
  });

  it('gives the order page token only to the browser that started the checkout', async () => {
    const started = await checkout([{ id: TOMATOES, quantity: 1 }]);
    const cookie = started.headers['set-cookie'][0].split(';')[0];
    const { pageToken } = (await env.store.orders.findBySession(started.body.id))!;
    const lookUp = (headers: Record<string, string>) => env.service.http.get(orderBySessionPath(started.body.id)).set(headers);
    expect((await lookUp({})).body.pageToken).toBeNull();
    expect((await lookUp({ Cookie: 'tv_checkout=' + 'A'.repeat(43) })).body.pageToken).toBeNull();
    expect((await lookUp({ Cookie: cookie })).body.pageToken).toBe(pageToken);
  });

  it('takes a stocktake as the count of the shed, held units included: never counted twice', async () => {
    await env.store.stock.set(TOMATOES, { onHand: 10 });
    const held = await checkout([{ id: TOMATOES, quantity: 3 }]);
    // The farm counts its crates, 5 in the shed, while the checkout still holds 3 of them.
    await env.store.stock.set(TOMATOES, { onHand: 5 });
    expect((await env.store.stock.list()).find((line) => line.productId === TOMATOES)).toMatchObject({ onHand: 5, held: 3 });
    expect(await forSale(TOMATOES)).toBe(2);
    await env.store.orders.applyOutcome({ sessionId: held.body.id, outcome: 'expired' }, noMail);
    expect(await forSale(TOMATOES)).toBe(5);
  });
});
