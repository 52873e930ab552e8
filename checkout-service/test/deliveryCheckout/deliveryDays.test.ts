import { BACKENDS } from '../support/backends';
import { postCheckout } from '../support/fixtures';
import { delivery, deliveryService, farmTime, pickup, RULES } from './deliveryService';

/**
 * Which day a delivery may book (docs/product.md#delivery-rules): one of its zone's weekdays, from
 * tomorrow, never a closed day, and tomorrow only before the cut-off hour on the farm's clock; each
 * refusal a 400 sentence naming fulfilment.deliveryDay, the day and why. On both back ends.
 */

// At Monday 30 November 10:00 the island's next days, Friday 4 December (closed) skipped.
const ISLAND_DAYS = '2026-12-01, 2026-12-08, 2026-12-11, 2026-12-15, 2026-12-18, 2026-12-22';
const choose = (days = ISLAND_DAYS) =>
  `choose one of the next delivery days to Island, ${days} (GET /api/delivery-days?postcode= offers those with places left)`;

describe.each(BACKENDS)('the delivery day on %s', (_name, fresh) => {
  const env = deliveryService(fresh);
  const refusal = async (body: unknown) => {
    const res = await postCheckout(env.service.http, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
    return res.body.error as string;
  };

  it('requires a day once zones exist, and refuses a day that is not a date or sent with a pickup', async () => {
    await env.setRules(RULES);
    expect(await refusal(delivery('88015-400'))).toBe(
      `fulfilment.deliveryDay is required for a delivery to Island: choose one of its next delivery days, ${ISLAND_DAYS} (GET /api/delivery-days?postcode= offers those with places left).`,
    );
    expect(await refusal(delivery('88015-400', '2026-02-30'))).toBe(
      'fulfilment.deliveryDay must be a date written YYYY-MM-DD (got "2026-02-30").',
    );
    const both = pickup('2026-12-01', { fulfilment: { method: 'pickup', pickupDay: '2026-12-01', deliveryDay: '2026-12-01' } });
    expect(await refusal(both)).toBe('fulfilment.deliveryDay is for deliveries only; a pickup names its pickupDay.');
  });

  it.each([
    ['a closed day', '2026-12-04', `fulfilment.deliveryDay 2026-12-04 is a day the farm is closed; ${choose()}.`],
    [
      'a weekday the van does not go',
      '2026-12-02',
      `fulfilment.deliveryDay 2026-12-02 is a Wednesday, when the farm does not deliver to Island; ${choose()}.`,
    ],
    ['today', '2026-11-30', `fulfilment.deliveryDay 2026-11-30 is today, which can no longer be booked; ${choose()}.`],
    ['a past day', '2026-11-27', `fulfilment.deliveryDay 2026-11-27 is in the past; ${choose()}.`],
    [
      'a day beyond two months',
      '2027-02-02',
      `fulfilment.deliveryDay 2027-02-02 is more than two months ahead, further than the farm books deliveries; ${choose()}.`,
    ],
  ])('refuses %s with a sentence naming the day and why', async (_case, day, sentence) => {
    await env.setRules(RULES);
    expect(await refusal(delivery('88015-400', day))).toBe(sentence);
    expect(await env.store.orders.list({ limit: 10 })).toEqual([]);
  });

  it("books tomorrow until 17:59 the day before on the farm's clock, and refuses it from 18:00", async () => {
    await env.setRules(RULES);
    env.clock.now = farmTime('2026-11-30', '17:59');
    const before = await postCheckout(env.service.http, delivery('88015-400', '2026-12-01'));
    expect(before.status).toBe(200);
    env.clock.now = farmTime('2026-11-30', '18:00');
    const later = choose('2026-12-08, 2026-12-11, 2026-12-15, 2026-12-18, 2026-12-22, 2026-12-25');
    expect(await refusal(delivery('88015-400', '2026-12-01'))).toBe(
      `fulfilment.deliveryDay 2026-12-01 can no longer be booked: orders for it closed today at 18:00; ${later}.`,
    );
    expect((await postCheckout(env.service.http, delivery('88015-400', '2026-12-08'))).status).toBe(200);
    // 18:00 farm time is 21:00 UTC: the service reads the hour in FARM_TIME_ZONE, not the server's.
    expect(new Date(env.clock.now).toISOString()).toBe('2026-11-30T21:00:00.000Z');
  });

  it('keeps a retried key on its booked day after the cut-off, and refuses the key for another day', async () => {
    await env.setRules(RULES);
    env.clock.now = farmTime('2026-11-30', '17:59');
    const first = await postCheckout(env.service.http, delivery('88015-400', '2026-12-01'), 'key-1');
    env.clock.now = farmTime('2026-11-30', '18:30');
    const retry = await postCheckout(env.service.http, delivery('88015-400', '2026-12-01'), 'key-1');
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    const otherDay = await postCheckout(env.service.http, delivery('88015-400', '2026-12-08'), 'key-1');
    expect(otherDay.status).toBe(409);
    expect(otherDay.body).toEqual({
      error: 'This Idempotency-Key was already used for a different checkout; send a new key for each attempt.',
      code: 'idempotency_conflict',
    });
    expect(await env.store.orders.list({ limit: 10 })).toHaveLength(1);
  });
});
