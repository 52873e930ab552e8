import { canTransition, FULFILMENT_METHODS, type FulfilmentMethod, nextStatuses, ORDER_STATUSES, type OrderStatus } from 'contract';
import type { RequestError } from '../src/http/httpErrors';
import { noMail } from '../src/mail/compose';
import { createFulfil } from '../src/orders/fulfil';
import type { OrderStore } from '../src/orders/orderStore';
import { createWorkflow, otherWaysStep, REFUND_BY_ITS_ACTION, refusedChange } from '../src/orders/workflow';
import { LocalPaymentProvider } from '../src/payments/local/localProvider';
import type { PaymentProvider } from '../src/payments/types';
import type { Database } from '../src/store/database';
import { BACKENDS } from './support/backends';
import { testMail } from './support/fixtures';
import { forceStatus, openOfficeStore, type OfficeStore, paidOrder, placeOrder } from './support/officeOrders';
import { refusal } from './support/refusal';

const STAFF = 'ines@terraverde.example';

/**
 * The moves the staff may make, written out rather than read from ORDER_TRANSITIONS, so that a
 * wrong rule fails these tests (docs/architecture.md#orders); every other move is refused. For each
 * status they are in the order the office offers them, which nextStatuses keeps. A pickup never
 * goes out for delivery nor a delivery becomes ready for pickup; an order forced into the other
 * way's status can still be refunded, as any order after its payment.
 */
const ALLOWED: ReadonlyArray<readonly [FulfilmentMethod, OrderStatus, OrderStatus]> = [
  ['delivery', 'pending', 'cancelled'],
  ['delivery', 'paid', 'packed'],
  ['delivery', 'paid', 'refunded'],
  ['delivery', 'packed', 'out_for_delivery'],
  ['delivery', 'packed', 'refunded'],
  ['delivery', 'out_for_delivery', 'delivered'],
  ['delivery', 'out_for_delivery', 'refunded'],
  ['delivery', 'delivered', 'refunded'],
  ['delivery', 'ready_for_pickup', 'refunded'],
  ['delivery', 'picked_up', 'refunded'],
  ['pickup', 'pending', 'cancelled'],
  ['pickup', 'paid', 'packed'],
  ['pickup', 'paid', 'refunded'],
  ['pickup', 'packed', 'ready_for_pickup'],
  ['pickup', 'packed', 'refunded'],
  ['pickup', 'ready_for_pickup', 'picked_up'],
  ['pickup', 'ready_for_pickup', 'refunded'],
  ['pickup', 'picked_up', 'refunded'],
  ['pickup', 'out_for_delivery', 'refunded'],
  ['pickup', 'delivered', 'refunded'],
];

const isAllowed = (method: FulfilmentMethod, from: OrderStatus, to: OrderStatus) =>
  ALLOWED.some(([m, f, t]) => m === method && f === from && t === to);
const otherMethod = (method: FulfilmentMethod): FulfilmentMethod => (method === 'delivery' ? 'pickup' : 'delivery');

/** Every pair of statuses for each way of reaching the shopper, and whether the staff may make it (refunds through their own action). */
const TABLE = FULFILMENT_METHODS.flatMap((method) =>
  ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [method, from, to, isAllowed(method, from, to)] as const)),
);

/** Where the office may move an order next, for each way and status: ALLOWED's moves from it, in its order. */
const NEXT = FULFILMENT_METHODS.flatMap((method) =>
  ORDER_STATUSES.map((from) => [method, from, ALLOWED.filter(([m, f]) => m === method && f === from).map(([, , to]) => to)] as const),
);

describe("the rules of an order's life", () => {
  it.each(TABLE)('a %s, %s → %s: canTransition says %s', (method, from, to, expected) => {
    expect(canTransition(from, to, { method, payment: 'at_once' })).toBe(expected);
  });

  it.each(NEXT)('a %s that is %s: nextStatuses offers %j', (method, from, expected) => {
    expect(nextStatuses(from, { method, payment: 'at_once' })).toEqual(expected);
  });

  // docs/decisions/weighed-produce.md: the exact amount is charged before the order is packed.
  it.each(['held', 'lapsed'] as const)('an order with weighed produce whose payment is %s is not packed until weighed', (payment) => {
    expect(canTransition('paid', 'packed', { method: 'delivery', payment })).toBe(false);
    expect(nextStatuses('paid', { method: 'pickup', payment })).toEqual(['refunded']);
  });

  it.each(['captured', 'pay_link_sent'] as const)('once weighed (%s) it may be packed', (payment) => {
    expect(nextStatuses('paid', { method: 'delivery', payment })).toEqual(['packed', 'refunded']);
  });
});

/** The next-day pickup that every pickup order of these tests is booked for. */
const PICKUP = { method: 'pickup', pickupDay: '2026-11-28', deliveryDay: null, zone: null, feeCents: 0 } as const;

/**
 * A store whose look-ups by number wait until `count` callers have read the order: every caller
 * then decides from the same status, as two staff pressing one button at the same moment do.
 */
function readingTogether(orders: OrderStore, count: number): OrderStore {
  let waiting: Array<() => void> = [];
  return {
    ...orders,
    async findByNumber(number: string) {
      const order = await orders.findByNumber(number);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length === count) {
          waiting.forEach((go) => go());
          waiting = [];
        }
      });
      return order;
    },
  };
}

describe.each(BACKENDS)('the order workflow on %s', (_name, fresh) => {
  let store: OfficeStore;
  let db: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const backend = await fresh();
    cleanup = backend.cleanup;
    ({ store, db } = await openOfficeStore(backend.location));
  });
  afterAll(async () => {
    await store.close();
    await cleanup();
  });

  const workflow = (provider?: PaymentProvider, orders?: OrderStore) =>
    createWorkflow(orders ?? store.orders, provider ?? new LocalPaymentProvider(store.localPayments), testMail);

  it.each(TABLE)(
    'a %s, %s → %s: allowed %s, with its event, or refused with a 409 sentence and nothing written',
    async (method, from, to, allowed) => {
      // A pending order is one whose payment page is still open: a paid one forced back to pending would be paid when the cancel closes its page.
      const spec = method === 'pickup' ? { fulfilment: PICKUP } : {};
      const order = from === 'pending' ? await placeOrder(store, spec) : await forceStatus(db, await paidOrder(store, spec), from);
      const before = await store.orders.events(order.id);
      const change =
        to === 'refunded'
          ? workflow().refund(order.number, 'Hail took the crop', STAFF)
          : workflow().moveTo(order.number, to, STAFF, 'Checked twice');
      if (allowed) {
        const changed = await change;
        expect(changed.status).toBe(to);
        expect(await store.orders.events(order.id)).toEqual([
          ...before,
          { at: expect.any(Date), from, to, actor: STAFF, note: to === 'refunded' ? 'Hail took the crop' : 'Checked twice' },
        ]);
        if (to === 'refunded') expect(changed.refundId).toMatch(/^test_refund_[0-9a-f-]{36}$/);
      } else {
        // The other way's step is refused for what the order is; any other move for the status it has.
        const sentence = isAllowed(otherMethod(method), from, to)
          ? otherWaysStep(order.number, method, to)
          : refusedChange(order.number, from, to);
        expect(await refusal(change)).toEqual({ status: 409, message: sentence });
        expect((await store.orders.findById(order.id))!.status).toBe(from);
        expect(await store.orders.events(order.id)).toEqual(before);
      }
    },
  );

  it('never takes a pickup out for delivery, nor makes a delivery ready for pickup, and says why', async () => {
    const pickup = await forceStatus(db, await paidOrder(store, { fulfilment: PICKUP }), 'packed');
    expect(await refusal(workflow().moveTo(pickup.number, 'out_for_delivery', STAFF, null))).toEqual({
      status: 409,
      message: `Order ${pickup.number} is a pickup, so it never becomes out for delivery.`,
    });
    const delivery = await forceStatus(db, await paidOrder(store), 'packed');
    expect(await refusal(workflow().moveTo(delivery.number, 'ready_for_pickup', STAFF, null))).toEqual({
      status: 409,
      message: `Order ${delivery.number} is a delivery, so it never becomes ready for pickup.`,
    });
  });

  it('names both states in the refusal, e.g. an order delivered before it was paid', async () => {
    const order = await placeOrder(store);
    expect(await refusal(workflow().moveTo(order.number, 'delivered', STAFF, null))).toEqual({
      status: 409,
      message: `Order ${order.number} is awaiting payment; it cannot become delivered.`,
    });
  });

  it('refuses to make an order refunded without the refund action, which asks the provider first', async () => {
    const order = await paidOrder(store);
    expect(await refusal(workflow().moveTo(order.number, 'refunded', STAFF, null))).toEqual({ status: 400, message: REFUND_BY_ITS_ACTION });
    expect((await store.orders.findById(order.id))!.status).toBe('paid');
  });

  it('answers 404 for an order number it does not know', async () => {
    expect(await refusal(workflow().moveTo('TV-00000000', 'packed', STAFF, null))).toEqual({
      status: 404,
      message: 'There is no order TV-00000000.',
    });
  });

  it('makes one change of two staff pressing the same button at once: one event, and a 409 for the other', async () => {
    const order = await paidOrder(store);
    const together = workflow(undefined, readingTogether(store.orders, 2));
    const results = await Promise.allSettled([
      together.moveTo(order.number, 'packed', STAFF, null),
      together.moveTo(order.number, 'packed', 'joao@terraverde.example', null),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!.reason as RequestError;
    expect([lost.status, lost.message]).toEqual([409, refusedChange(order.number, 'packed', 'packed')]);
    const events = await store.orders.events(order.id);
    expect(events.filter((e) => e.to === 'packed')).toHaveLength(1);
    expect((await store.orders.findById(order.id))!.status).toBe('packed');
  });

  it('lets exactly one of two conditional changes from the same status through, however they interleave in the database', async () => {
    const order = await paidOrder(store);
    const change = (to: OrderStatus, actor: string) =>
      store.orders.changeStatus({ orderId: order.id, from: 'paid', to, actor, note: null }, noMail);
    const results = await Promise.all([
      change('packed', 'a@terraverde.example'),
      change('packed', 'b@terraverde.example'),
      change('refunded', 'c@terraverde.example'),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await store.orders.events(order.id)).filter((e) => e.from === 'paid')).toHaveLength(1);
  });

  it('refunds once when two staff refund at once: one change and one event, the other told it is refunded already', async () => {
    const order = await paidOrder(store);
    const together = workflow(undefined, readingTogether(store.orders, 2));
    const results = await Promise.allSettled([
      together.refund(order.number, 'Box crushed', STAFF),
      together.refund(order.number, 'Box crushed', 'joao@terraverde.example'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!.reason as RequestError;
    expect([lost.status, lost.message]).toEqual([409, refusedChange(order.number, 'refunded', 'refunded')]);
    expect((await store.orders.events(order.id)).filter((e) => e.to === 'refunded')).toHaveLength(1);
  });

  it('still marks the order refunded when a colleague moved it on while the provider was refunding it', async () => {
    const order = await forceStatus(db, await paidOrder(store), 'packed');
    const local = new LocalPaymentProvider(store.localPayments);
    const slowProvider: PaymentProvider = {
      name: 'local',
      createSession: (request) => local.createSession(request),
      closeSession: (id) => local.closeSession(id),
      retrieveSession: (id) => local.retrieveSession(id),
      capture: (held, amountCents) => local.capture(held, amountCents),
      releaseHold: (held) => local.releaseHold(held),
      createBalanceSession: (request) => local.createBalanceSession(request),
      async refund(refunded) {
        await workflow().moveTo(refunded.number, 'out_for_delivery', 'joao@terraverde.example', null);
        return local.refund(refunded);
      },
    };
    const refunded = await workflow(slowProvider).refund(order.number, 'Wrong address', STAFF);
    expect(refunded.status).toBe('refunded');
    expect((await store.orders.events(order.id)).slice(-2)).toEqual([
      { at: expect.any(Date), from: 'packed', to: 'out_for_delivery', actor: 'joao@terraverde.example', note: null },
      { at: expect.any(Date), from: 'out_for_delivery', to: 'refunded', actor: STAFF, note: 'Wrong address' },
    ]);
  });
});

describe.each(BACKENDS)('the events of the checkout and the payment provider on %s', (_name, fresh) => {
  let store: OfficeStore;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const backend = await fresh();
    cleanup = backend.cleanup;
    ({ store } = await openOfficeStore(backend.location));
  });
  afterAll(async () => {
    await store.close();
    await cleanup();
  });

  it('writes the creation of an order (null → pending, by system) with the order itself', async () => {
    const order = await placeOrder(store);
    expect(await store.orders.events(order.id)).toEqual([{ at: expect.any(Date), from: null, to: 'pending', actor: 'system', note: null }]);
  });

  it("writes fulfil's change once, noting the provider's event type, and nothing for a replayed event", async () => {
    const order = await placeOrder(store);
    await store.localPayments.settle(order.providerSessionId!, 'paid', new Date(0));
    const fulfil = createFulfil(store.orders, new LocalPaymentProvider(store.localPayments), testMail);
    const event = { id: 'evt_paid_1', type: 'checkout.session.completed' };
    expect((await fulfil(order.providerSessionId!, event)).transitioned).toBe(true);
    expect((await fulfil(order.providerSessionId!, event)).duplicateEvent).toBe(true);
    await fulfil(order.providerSessionId!);
    expect(await store.orders.events(order.id)).toEqual([
      { at: expect.any(Date), from: null, to: 'pending', actor: 'system', note: null },
      { at: expect.any(Date), from: 'pending', to: 'paid', actor: 'system', note: 'checkout.session.completed' },
    ]);
  });

  it.each(['failed', 'expired', 'cancelled'] as const)(
    'writes pending → %s without a note when no provider event brought it',
    async (outcome) => {
      const order = await placeOrder(store);
      await store.orders.applyOutcome({ sessionId: order.providerSessionId!, outcome }, noMail);
      expect((await store.orders.events(order.id)).slice(1)).toEqual([
        { at: expect.any(Date), from: 'pending', to: outcome, actor: 'system', note: null },
      ]);
    },
  );

  it('writes no event when the outcome is still pending or the order has already left pending', async () => {
    const order = await placeOrder(store);
    await store.orders.applyOutcome(
      {
        sessionId: order.providerSessionId!,
        outcome: 'pending',
        event: { id: 'evt_wait', type: 'checkout.session.async_payment_pending' },
      },
      noMail,
    );
    await store.orders.applyOutcome({ sessionId: order.providerSessionId!, outcome: 'expired' }, noMail);
    await store.orders.applyOutcome({ sessionId: order.providerSessionId!, outcome: 'paid' }, noMail);
    expect((await store.orders.events(order.id)).map((e) => e.to)).toEqual(['pending', 'expired']);
  });
});
