import { API_PATHS, pathWith, WEIGHING_SENTENCES } from 'contract';
import { weightsFirst } from '../../src/orders/workflow';
import { BACKENDS } from '../support/backends';
import { SITE } from '../support/fixtures';
import { paidOrder, placeOrder } from '../support/officeOrders';
import { APPLES, CHARD, detailOf, heldOrder, TOMATOES, WEIGHER, weighingOffice } from './weighingOffice';

/**
 * The weights entered at packing (docs/decisions/weighed-produce.md): the exact amount, rounded per
 * line at the price per kilo shown, is captured from the card's hold and the rest released, once;
 * never more than the hold unless the staff choose to charge the hold's maximum.
 */
describe.each(BACKENDS)('weighing an order at packing, on %s', (_name, fresh) => {
  const office = weighingOffice(fresh);
  const weighedNotes = async (number: string) =>
    (await office.detail(number)).events.filter((event) => event.note?.startsWith('Weighed by')).map((event) => event.note);
  const localCapture = async (orderId: string) => {
    const payment = await office.store.localPayments.byOrder(orderId, 'order');
    return [payment?.state, payment?.capturedCents];
  };

  it('captures the exact amount, releases the rest and says who weighed it in the timeline', async () => {
    const order = await heldOrder(office);
    expect(order.payment).toMatchObject({ state: 'held', estimateCents: 1710, heldCents: 1899, chargedCents: null });

    const res = await office.weigh(order.number, { lines: [{ productId: 1, grams: 2260 }] });

    expect(res.status).toBe(200);
    const { order: weighed, events } = detailOf(res.body);
    // 2.26 kg at $6.30/kg is $14.24; with the apple's $4.50, $18.74 of the $18.99 held.
    expect(weighed.payment).toMatchObject({ state: 'captured', heldCents: 1899, chargedCents: 1874 });
    expect(weighed.lines.map((line) => [line.productId, line.weighing])).toEqual([
      [1, { estimatedGrams: 1000, actualGrams: 2260, chargedCents: 1424 }],
      [2, null],
    ]);
    expect(weighed.status).toBe('paid');
    expect(events.at(-1)).toMatchObject({
      from: 'paid',
      to: 'paid',
      actor: WEIGHER,
      note: `Weighed by ${WEIGHER}: charged $18.74 of the $18.99 held; $0.25 released`,
    });
    expect(await localCapture(order.id)).toEqual(['captured', 1874]);
  });

  it('is safe to repeat: the same weights answer the order as it is, captured and recorded once', async () => {
    const order = await heldOrder(office);
    const body = { lines: [{ productId: 1, grams: 2100 }] };

    const [first, second] = await Promise.all([office.weigh(order.number, body), office.weigh(order.number, body)]);
    const third = await office.weigh(order.number, body);

    for (const res of [first, second, third]) {
      expect(res.status).toBe(200);
      expect(detailOf(res.body).order.payment).toMatchObject({ state: 'captured', chargedCents: 1773 });
    }
    expect(await weighedNotes(order.number)).toHaveLength(1);
    expect(detailOf(third.body).messages.filter((message) => message.kind === 'order_weighed')).toHaveLength(1);
    expect(await localCapture(order.id)).toEqual(['captured', 1773]);
  });

  it('refuses other weights once the order is charged', async () => {
    const order = await heldOrder(office);
    expect((await office.weigh(order.number, { lines: [{ productId: 1, grams: 2100 }] })).status).toBe(200);

    const res = await office.weigh(order.number, { lines: [{ productId: 1, grams: 1900 }] });

    expect(res.status).toBe(409);
    expect(res.body.error).toBe(`Order ${order.number} was already charged $17.73 for other weights; refund it if that was wrong.`);
    expect((await office.detail(order.number)).order.lines[0].weighing?.actualGrams).toBe(2100);
  });

  it('refuses weights above the hold with how much above, and charges nothing', async () => {
    const order = await heldOrder(office);

    // 2.6 kg of tomatoes is $16.38: $20.88 in all, $1.89 above the $18.99 held.
    const res = await office.weigh(order.number, { lines: [{ productId: 1, grams: 2600 }] });

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: WEIGHING_SENTENCES.aboveHold(2088, 1899), code: 'above_hold' });
    const { order: now } = await office.detail(order.number);
    expect(now.payment).toMatchObject({ state: 'held', chargedCents: null });
    expect(now.lines[0].weighing?.actualGrams).toBeNull();
    expect(await localCapture(order.id)).toEqual(['held', null]);
  });

  it("charges the hold's maximum above it when the staff choose so, the farm absorbing the rest", async () => {
    const order = await heldOrder(office);

    const res = await office.weigh(order.number, { lines: [{ productId: 1, grams: 2600 }], chargeHoldMaximum: true });

    expect(res.status).toBe(200);
    const { order: weighed, events } = detailOf(res.body);
    expect(weighed.payment).toMatchObject({ state: 'captured', chargedCents: 1899 });
    expect(weighed.lines[0].weighing).toEqual({ estimatedGrams: 1000, actualGrams: 2600, chargedCents: 1638 });
    expect(events.at(-1)?.note).toBe(
      `Weighed by ${WEIGHER}: charged $18.99 of the $18.99 held; $0.00 released. The weights came to $20.88; the farm absorbed $1.89.`,
    );
    expect(await localCapture(order.id)).toEqual(['captured', 1899]);
  });

  it('charges lighter produce less than the estimate', async () => {
    const order = await heldOrder(office);

    const res = await office.weigh(order.number, { lines: [{ productId: 1, grams: 1700 }] });

    expect(res.status).toBe(200);
    // 1.7 kg at $6.30/kg is $10.71, $1.89 under the estimate: $15.21 charged, $3.78 released.
    expect(detailOf(res.body).order.payment).toMatchObject({ state: 'captured', estimateCents: 1710, chargedCents: 1521 });
    expect(await localCapture(order.id)).toEqual(['captured', 1521]);
  });

  it('prices each line at the price per kilo shown, rounded per line, with the delivery fee', async () => {
    const fulfilment = { method: 'delivery' as const, pickupDay: null, deliveryDay: null, zone: null, feeCents: 500 };
    const order = await heldOrder(office, { lines: [TOMATOES(1), CHARD(2)], fulfilment });

    const res = await office.weigh(order.number, {
      lines: [
        { productId: 4, grams: 1000 },
        { productId: 1, grams: 1130 },
      ],
    });

    expect(res.status).toBe(200);
    // Chard at $4.76/kg: 1 kg is $4.76; tomatoes 1.13 kg at $6.30/kg are $7.12; and the $5.00 fee.
    expect(detailOf(res.body).order.payment.chargedCents).toBe(476 + 712 + 500);
  });

  describe('refuses weights that do not fit the order (400), changing nothing', () => {
    const twoWeighed = () => heldOrder(office, { lines: [TOMATOES(1), CHARD(1), APPLES(1)] });
    it.each([
      ['a weighed line missing', { lines: [{ productId: 1, grams: 1000 }] }, 'Enter the grams of Swiss Chard (product 4) too'],
      [
        'a product not in the order',
        {
          lines: [
            { productId: 1, grams: 1000 },
            { productId: 4, grams: 700 },
            { productId: 99, grams: 500 },
          ],
        },
        'has no product 99.',
      ],
      [
        'a line sold by the piece',
        {
          lines: [
            { productId: 1, grams: 1000 },
            { productId: 4, grams: 700 },
            { productId: 2, grams: 500 },
          ],
        },
        'Crisp Red Apples (product 2) in order',
      ],
      [
        'a line twice',
        {
          lines: [
            { productId: 1, grams: 1000 },
            { productId: 1, grams: 700 },
          ],
        },
        'Product 1 is listed twice',
      ],
      ['no lines', { lines: [] }, "lines must list each weighed line's productId and grams"],
      ['no grams', { lines: [{ productId: 1, grams: 0 }] }, "Each line's grams must be a whole number from 1 to 200000"],
      ['grams not whole', { lines: [{ productId: 1, grams: 10.5 }] }, "Each line's grams must be a whole number"],
      ['not an object', [1, 2], 'The request body must be a JSON object with lines'],
    ])('%s', async (_case, body, sentence) => {
      const order = await twoWeighed();

      const res = await office.weigh(order.number, body);

      expect(res.status).toBe(400);
      expect(res.body.error).toContain(sentence);
      expect((await office.detail(order.number)).order.payment.state).toBe('held');
    });
  });

  it('refuses an order charged at once, and one not paid (409)', async () => {
    const atOnce = await paidOrder(office.store, { lines: [APPLES(2)] });
    const byThePiece = await office.weigh(atOnce.number, { lines: [{ productId: 2, grams: 900 }] });
    expect(byThePiece.status).toBe(409);
    expect(byThePiece.body.error).toBe(`Order ${atOnce.number} has no produce sold by weight; it was charged in full when paid.`);

    const unpaid = await placeOrder(office.store, { lines: [TOMATOES(1)] });
    const notPaid = await office.weigh(unpaid.number, { lines: [{ productId: 1, grams: 900 }] });
    expect(notPaid.status).toBe(409);
    expect(notPaid.body.error).toBe(`Order ${unpaid.number} is not a paid order, so there is nothing to weigh.`);
  });

  it('is packed only once weighed', async () => {
    const order = await heldOrder(office);
    const pack = () =>
      office.service.http
        .post(pathWith(API_PATHS.staffOrderStatus, { number: order.number }))
        .set({ Origin: SITE, Cookie: office.cookie })
        .send({ to: 'packed' });

    const before = await pack();
    expect(before.status).toBe(409);
    expect(before.body.error).toBe(weightsFirst(order.number));

    expect((await office.weigh(order.number, { lines: [{ productId: 1, grams: 2000 }] })).status).toBe(200);
    const after = await pack();
    expect(after.status).toBe(200);
    expect(detailOf(after.body).order).toMatchObject({ status: 'packed', payment: { state: 'captured', chargedCents: 1710 } });
  });
});
