import { stockShortfall } from 'contract';
import { createSweeper } from '../src/app';
import type { Store } from '../src/store/openStore';
import { BACKENDS } from './support/backends';
import { noMail } from '../src/mail/compose';
import { checkoutBody, CUSTOMER, postCheckout, serve, silentLog, testConfig } from './support/fixtures';
import { serviceOnBackend } from './support/serviceOnBackend';

/**
 * Stock (docs/product.md#stock): a checkout takes its quantities in the transaction that stores its
 * pending order, so concurrent checkouts never sell more than is left; an order never paid gives
 * them back exactly once. On both back ends, through the service's own HTTP API.
 */

const TOMATOES = 1;
const APPLES = 2;
const tomatoes = (quantity: number) => checkoutBody({ items: [{ id: TOMATOES, quantity }], customer: CUSTOMER });

/** What the shop can still sell of a product: its quantity on hand less what unpaid checkouts hold. */
const forSale = async (store: Store, productId: number) =>
  (await store.stock.availability()).find((line) => line.productId === productId)!.left;

describe.each(BACKENDS)('stock on %s', (_name, fresh) => {
  const env = serviceOnBackend(fresh);

  it('gives the last 10 units to exactly 10 of 50 concurrent checkouts, refuses 40 with the sentence, and leaves 0', async () => {
    await env.store.stock.set(TOMATOES, { onHand: 10 });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => postCheckout(env.service.http, tomatoes(1), `last-units-${n}`)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const refused of answers.filter((res) => res.status === 409))
      expect(refused.body).toEqual({ error: stockShortfall('Heirloom Tomatoes', 0), code: 'out_of_stock' });
    expect(await forSale(env.store, TOMATOES)).toBe(0);
    expect(await env.store.orders.list({ statuses: ['pending'], limit: 100 })).toHaveLength(10);
    expect(await env.store.stock.availability()).toContainEqual({ productId: TOMATOES, left: 0, soldByWeight: null });
  });

  it('refuses a cart that asks for more than is left, naming the product and how many, and takes nothing from any line', async () => {
    await env.store.stock.set(TOMATOES, { onHand: 2 });
    await env.store.stock.set(APPLES, { onHand: 5 });
    const res = await postCheckout(
      env.service.http,
      checkoutBody({
        items: [
          { id: APPLES, quantity: 1 },
          { id: TOMATOES, quantity: 3 },
        ],
        customer: CUSTOMER,
      }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Only 2 Heirloom Tomatoes left.', code: 'out_of_stock' });
    expect(await forSale(env.store, TOMATOES)).toBe(2);
    expect(await forSale(env.store, APPLES)).toBe(5);
    expect(await env.store.orders.list({ limit: 10 })).toEqual([]);
  });

  it('refuses a product switched to sold out whatever its quantity says, and sells an untracked one without limit', async () => {
    await env.store.stock.set(TOMATOES, { onHand: 40, soldOut: true });
    expect((await postCheckout(env.service.http, tomatoes(1))).body).toEqual({
      error: 'Heirloom Tomatoes: sold out, none left.',
      code: 'out_of_stock',
    });
    const untracked = await postCheckout(env.service.http, checkoutBody({ items: [{ id: APPLES, quantity: 99 }], customer: CUSTOMER }));
    expect(untracked.status).toBe(200);
    expect(await forSale(env.store, APPLES)).toBeNull();
  });

  it('takes stock once for a repeated Idempotency-Key: the retry gets the same session', async () => {
    await env.store.stock.set(TOMATOES, { onHand: 5 });
    const first = await postCheckout(env.service.http, tomatoes(2), 'double-click');
    const again = await postCheckout(env.service.http, tomatoes(2), 'double-click');
    expect(again.body).toEqual(first.body);
    expect(await forSale(env.store, TOMATOES)).toBe(3);
  });

  it('answers a repeated key for the last units with its own session, not "sold out", even when the repeats arrive together', async () => {
    await env.store.stock.set(TOMATOES, { onHand: 2 });
    const together = await Promise.all(Array.from({ length: 5 }, () => postCheckout(env.service.http, tomatoes(2), 'last-two')));
    expect(together.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(together.map((answer) => (answer.body as { id: string }).id)).size).toBe(1);
    const later = await postCheckout(env.service.http, tomatoes(2), 'last-two');
    expect(later.body).toEqual(together[0].body);
    expect(await forSale(env.store, TOMATOES)).toBe(0);
    expect(await env.store.orders.list({ statuses: ['pending'], limit: 10 })).toHaveLength(1);
  });

  it('gives an expired session its units back once, even when the expiry is reported twice, and at the same time', async () => {
    await env.store.stock.set(TOMATOES, { onHand: 5 });
    const { id } = (await postCheckout(env.service.http, tomatoes(3))).body as { id: string };
    expect(await forSale(env.store, TOMATOES)).toBe(2);
    const expire = (eventId: string) =>
      env.store.orders.applyOutcome(
        { sessionId: id, outcome: 'expired', event: { id: eventId, type: 'checkout.session.expired' } },
        noMail,
      );
    const results = await Promise.all([expire('evt_1'), expire('evt_2')]);
    await expire('evt_3');
    expect(results.filter((result) => result.transitioned)).toHaveLength(1);
    expect(await forSale(env.store, TOMATOES)).toBe(5);
  });

  it.each(['failed', 'cancelled'] as const)(
    'gives the units back when the payment is %s, and keeps them when it is paid',
    async (outcome) => {
      await env.store.stock.set(TOMATOES, { onHand: 5 });
      const lost = (await postCheckout(env.service.http, tomatoes(2))).body as { id: string };
      const paid = (await postCheckout(env.service.http, tomatoes(1))).body as { id: string };
      await env.store.orders.applyOutcome({ sessionId: lost.id, outcome }, noMail);
      await env.store.orders.applyOutcome({ sessionId: paid.id, outcome: 'paid' }, noMail);
      expect(await forSale(env.store, TOMATOES)).toBe(4);
    },
  );

  it('gives the units back when the staff cancel a pending order', async () => {
    await env.store.stock.set(TOMATOES, { onHand: 5 });
    const { id } = (await postCheckout(env.service.http, tomatoes(4))).body as { id: string };
    const order = (await env.store.orders.findBySession(id))!;
    expect(
      await env.store.orders.changeStatus(
        { orderId: order.id, from: 'pending', to: 'cancelled', actor: 'ines@terraverde.example', note: null },
        noMail,
      ),
    ).toBe(true);
    expect(await forSale(env.store, TOMATOES)).toBe(5);
  });

  it('gives back nothing for a product that was not tracked when the checkout took it', async () => {
    const { id } = (await postCheckout(env.service.http, tomatoes(3))).body as { id: string };
    await env.store.stock.set(TOMATOES, { onHand: 7 });
    await env.store.orders.applyOutcome({ sessionId: id, outcome: 'expired' }, noMail);
    expect(await forSale(env.store, TOMATOES)).toBe(7);
  });
});

describe('the expiry sweeper', () => {
  it('expires a test payment left open past its 30 minutes and gives its stock back; a younger one keeps it', async () => {
    let now = Date.now();
    const clock = () => now;
    const config = testConfig();
    const service = await serve(config, undefined, silentLog, { now: clock });
    try {
      const { store } = service;
      await store.stock.set(TOMATOES, { onHand: 5 });
      const old = (await postCheckout(service.http, tomatoes(2))).body as { id: string };
      const sweeper = createSweeper(config, store, silentLog, { now: clock });
      // The order's own clock is the database's: move ours past its hold, plus the sweeper's grace.
      now = Date.now() + 32 * 60_000;
      expect(await sweeper.sweepOnce()).toBe(1);
      expect((await store.orders.findBySession(old.id))!.status).toBe('expired');
      expect(await forSale(store, TOMATOES)).toBe(5);
      expect(await sweeper.sweepOnce()).toBe(0);
      expect(await forSale(store, TOMATOES)).toBe(5);

      now = Date.now();
      const young = (await postCheckout(service.http, tomatoes(1))).body as { id: string };
      now += 29 * 60_000;
      expect(await sweeper.sweepOnce()).toBe(0);
      expect((await store.orders.findBySession(young.id))!.status).toBe('pending');
      expect(await forSale(store, TOMATOES)).toBe(4);
    } finally {
      await service.close();
    }
  });

  it('expires an order whose payment session was never created (the provider failed) and gives its stock back', async () => {
    let now = Date.now();
    const config = testConfig();
    const service = await serve(config, undefined, silentLog, { now: () => now });
    try {
      const { store } = service;
      await store.stock.set(TOMATOES, { onHand: 5 });
      const line = {
        productId: TOMATOES,
        title: 'Heirloom Tomatoes',
        imageUrl: 'http://localhost:3000/assets/products/tomato.svg',
        unitAmountCents: 630,
        quantity: 2,
        estimatedGrams: null,
      };
      const { order } = await store.orders.createPendingOrder({
        lines: [line],
        totalCents: 1260,
        heldCents: null,
        currency: 'usd',
        customer: CUSTOMER,
        fulfilment: { method: 'delivery', pickupDay: null, deliveryDay: null, zone: null, feeCents: 0 },
        provider: 'local',
        idempotencyKey: null,
        fingerprint: 'provider-failed',
        holder: { clientKey: null, browserKeyHash: null },
      });
      expect(await forSale(store, TOMATOES)).toBe(3);
      now += 32 * 60_000;
      expect(await createSweeper(config, store, silentLog, { now: () => now }).sweepOnce()).toBe(1);
      expect((await store.orders.findById(order.id))!.status).toBe('expired');
      expect(await forSale(store, TOMATOES)).toBe(5);
    } finally {
      await service.close();
    }
  });
});
