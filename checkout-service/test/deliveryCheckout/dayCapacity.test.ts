import { API_PATHS, PickupDaysSchema } from 'contract';
import { noMail } from '../../src/mail/compose';
import { BACKENDS } from '../support/backends';
import { postCheckout } from '../support/fixtures';
import { delivery, deliveryService, farmTime, ISLAND, pickup, RULES } from './deliveryService';

/**
 * A day's places (docs/product.md#delivery-rules): taken in the pending order's transaction, so
 * concurrent checkouts never overbook a day, and counted from the live orders, so one that ends
 * unpaid gives its place back by its status. Deliveries per zone and pickups alike, on both back ends.
 */

const TUESDAY = '2026-12-01';
const FULL_DELIVERY = { error: 'Delivery on Tuesday, 1 December 2026 is fully booked; choose another day.', code: 'state_conflict' };
const FULL_PICKUP = { error: 'Pickup on Tuesday, 1 December 2026 is fully booked; choose another day.', code: 'state_conflict' };

describe.each(BACKENDS)("a day's places on %s", (_name, fresh) => {
  const env = deliveryService(fresh);
  const islandWith = (capacityPerDay: number) => env.setRules({ ...RULES, zones: [{ ...ISLAND, capacityPerDay }] });
  const book = (key?: string) => postCheckout(env.service.http, delivery('88015-400', TUESDAY), key);
  const pendingOn = async (day: string) =>
    (await env.store.orders.list({ statuses: ['pending'], limit: 100 })).filter((order) => order.fulfilment.deliveryDay === day);

  it('gives a day with 10 places to exactly 10 of 50 concurrent checkouts and refuses 40 with the sentence', async () => {
    await islandWith(10);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => book(`island-${n}`)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const refused of answers.filter((res) => res.status === 409)) expect(refused.body).toEqual(FULL_DELIVERY);
    expect(await pendingOn(TUESDAY)).toHaveLength(10);
    // Another day has places of its own.
    expect((await postCheckout(env.service.http, delivery('88015-400', '2026-12-08'))).status).toBe(200);
  });

  it('gives the place back when the order is cancelled or expires, and keeps it once paid', async () => {
    await islandWith(1);
    const first = await book();
    expect(first.status).toBe(200);
    expect((await book()).body).toEqual(FULL_DELIVERY);
    // The shopper's cancel page closes the browser's unpaid checkout.
    const cookie = first.headers['set-cookie'][0].split(';')[0];
    expect((await env.service.http.post(API_PATHS.checkoutCancel).set('Cookie', cookie)).body).toEqual({ closed: 1 });
    const second = await book();
    expect(second.status).toBe(200);
    expect((await book()).status).toBe(409);
    await env.store.orders.applyOutcome({ sessionId: second.body.id, outcome: 'expired' }, noMail);
    // Reported again, the expiry changes nothing: the count is of the live orders, not a counter.
    await env.store.orders.applyOutcome({ sessionId: second.body.id, outcome: 'expired' }, noMail);
    const third = await book();
    expect(third.status).toBe(200);
    await env.store.orders.applyOutcome({ sessionId: third.body.id, outcome: 'paid' }, noMail);
    expect((await book()).body).toEqual(FULL_DELIVERY);
    expect((await env.store.orders.findBySession(third.body.id))!.status).toBe('paid');
  });

  it('answers a double submit of the last place with the one order, not a refusal', async () => {
    await islandWith(1);
    const [one, two] = await Promise.all([book('double-submit'), book('double-submit')]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.body).toEqual(one.body);
    expect(await pendingOn(TUESDAY)).toHaveLength(1);
  });

  it('fills a pickup day at its capacity, leaves it out of the pickup days, and gives its place back', async () => {
    await env.setRules({ ...RULES, pickup: { capacityPerDay: 2, cutoffHour: 18 } });
    const answers = await Promise.all([1, 2, 3, 4].map((n) => postCheckout(env.service.http, pickup(TUESDAY), `pickup-${n}`)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 409, 409]);
    expect(answers.find((res) => res.status === 409)!.body).toEqual(FULL_PICKUP);
    const days = async () => PickupDaysSchema.parse((await env.service.http.get(API_PATHS.pickupDays)).body).days;
    // The closed Friday is left out too.
    expect(await days()).toEqual(['2026-12-02', '2026-12-03', '2026-12-05', '2026-12-07']);
    await env.store.orders.applyOutcome({ sessionId: answers.find((res) => res.status === 200)!.body.id, outcome: 'failed' }, noMail);
    expect(await days()).toEqual([TUESDAY, '2026-12-02', '2026-12-03', '2026-12-05', '2026-12-07']);
    expect((await postCheckout(env.service.http, pickup(TUESDAY))).status).toBe(200);
  });

  it('closes pickups for tomorrow at the cut-off hour and refuses a closed day, each with a sentence', async () => {
    await env.setRules(RULES);
    const days = async () => PickupDaysSchema.parse((await env.service.http.get(API_PATHS.pickupDays)).body).days;
    env.clock.now = farmTime('2026-11-30', '17:59');
    expect(await days()).toEqual([TUESDAY, '2026-12-02', '2026-12-03', '2026-12-05', '2026-12-07']);
    expect((await postCheckout(env.service.http, pickup(TUESDAY))).status).toBe(200);
    const closed = await postCheckout(env.service.http, pickup('2026-12-04'));
    expect(closed.status).toBe(400);
    expect(closed.body.error).toBe(
      'fulfilment.pickupDay 2026-12-04 is a day the farm is closed; choose one of 2026-12-01, 2026-12-02, 2026-12-03, 2026-12-05, 2026-12-07.',
    );
    env.clock.now = farmTime('2026-11-30', '18:00');
    expect(await days()).toEqual(['2026-12-02', '2026-12-03', '2026-12-05', '2026-12-07']);
    const late = await postCheckout(env.service.http, pickup(TUESDAY));
    expect(late.status).toBe(400);
    expect(late.body).toEqual({
      error:
        'fulfilment.pickupDay 2026-12-01 can no longer be booked: pickups for it closed today at 18:00; choose one of 2026-12-02, 2026-12-03, 2026-12-05, 2026-12-07.',
      code: 'validation',
    });
  });
});
