import { API_PATHS, OrderDetailSchema, OrderPageSchema, PackingDaySchema, PackingSlipsSchema, pathWith, RunSheetSchema } from 'contract';
import type { Database } from '../src/store/database';
import type { PricedLine, StoredOrder } from '../src/domain';
import { BACKENDS } from './support/backends';
import { noMail } from '../src/mail/compose';
import { CUSTOMER } from './support/fixtures';
import { bookDelivery, forceStatus, paidOrder, placeOrder, setTimes, type OfficeStore } from './support/officeOrders';
import { orderEvents } from '../src/store/schema';
import { STAFF, TOMATOES, APPLES, CARROTS, at, office, openOffice, contract, get } from './support/officeRouter';

describe("the day's work: packing list, packing slips and run sheet", () => {
  let store: OfficeStore;
  let db: Database;
  let http: ReturnType<typeof office>;
  const made: Record<string, StoredOrder> = {};

  /** Moves an order on as the staff do, then says when it went out for delivery. */
  async function wentOut(order: StoredOrder, when: string, then?: 'delivered' | 'refunded') {
    for (const to of ['packed', 'out_for_delivery'] as const) {
      await store.orders.changeStatus(
        { orderId: order.id, from: to === 'packed' ? 'paid' : 'packed', to, actor: STAFF, note: null },
        noMail,
      );
    }
    if (then) await store.orders.changeStatus({ orderId: order.id, from: 'out_for_delivery', to: then, actor: STAFF, note: null }, noMail);
    await setTimes(db, order, { events: { out_for_delivery: at(when) } });
  }

  beforeAll(async () => {
    ({ store, db, http } = await openOffice());
    made.early = await paidOrder(store, { customer: { firstName: 'Eva', notes: '=cmd|calc' }, lines: [TOMATOES(1), CARROTS(4)] });
    await setTimes(db, made.early, { paidAt: at('2026-11-23T04:00:00Z') });
    made.late = await paidOrder(store, { customer: { firstName: 'Ana', notes: 'Ring twice' }, lines: [TOMATOES(2), APPLES(1)] });
    await setTimes(db, made.late, { paidAt: at('2026-11-23T10:00:00Z') });
    // Yesterday's at the farm, though the 23rd in UTC.
    made.yesterday = await paidOrder(store, { customer: { firstName: 'Davi' }, lines: [APPLES(5)] });
    await setTimes(db, made.yesterday, { paidAt: at('2026-11-23T02:40:00Z') });
    // Today's, but packed already: nothing left to pack.
    made.packed = await paidOrder(store, { lines: [APPLES(7)] });
    await setTimes(db, made.packed, { paidAt: at('2026-11-23T11:00:00Z') });
    await store.orders.changeStatus({ orderId: made.packed.id, from: 'paid', to: 'packed', actor: STAFF, note: null }, noMail);
    // Not paid: not work yet.
    made.pending = await placeOrder(store, { lines: [CARROTS(9)] });

    const elora = {
      city: 'Elora',
      postcode: 'N0B 1S0',
      address1: '3 Mill St',
      address2: '',
      phone: '+1 519 555 0199',
      notes: 'Dog is friendly',
    };
    made.guelph1 = await paidOrder(store, { customer: { firstName: 'Gil' } });
    made.guelph2 = await paidOrder(store, { customer: { firstName: 'Gaia' } });
    made.elora = await paidOrder(store, { customer: { firstName: 'Eli', ...elora } });
    made.delivered = await paidOrder(store, { customer: { firstName: 'Dora', ...elora } });
    made.outYesterday = await paidOrder(store, { customer: { firstName: 'Otto' } });
    made.refunded = await paidOrder(store, { customer: { firstName: 'Rui' } });
    // 09:00 at the farm on the 23rd; the day before for Otto.
    await wentOut(made.guelph1, '2026-11-23T12:00:00Z');
    await wentOut(made.guelph2, '2026-11-23T12:05:00Z');
    await wentOut(made.elora, '2026-11-23T12:10:00Z');
    await wentOut(made.delivered, '2026-11-23T12:15:00Z', 'delivered');
    await wentOut(made.outYesterday, '2026-11-23T02:00:00Z');
    await wentOut(made.refunded, '2026-11-23T12:20:00Z', 'refunded');
    // Paid long ago: not today's slips or packing.
    for (const name of ['guelph1', 'guelph2', 'elora', 'delivered', 'outYesterday', 'refunded'])
      await setTimes(db, made[name], { paidAt: at('2026-11-20T12:00:00Z') });
  });
  afterAll(() => store.close());

  it("totals each product over today's paid orders not yet packed, today being the farm's", async () => {
    for (const path of [API_PATHS.staffPacking, `${API_PATHS.staffPacking}?day=2026-11-23`]) {
      const res = await get(http, path);
      expect(res.status).toBe(200);
      expect(contract(PackingDaySchema, res.body)).toEqual({
        day: '2026-11-23',
        lines: [
          { productId: 2, title: 'Crisp Red Apples', quantity: 1, orders: 1, weight: null },
          { productId: 1, title: 'Heirloom Tomatoes', quantity: 3, orders: 2, weight: null },
          { productId: 3, title: 'Rainbow Carrots', quantity: 4, orders: 1, weight: null },
        ],
      });
    }
    expect((await get(http, `${API_PATHS.staffPacking}?day=2026-11-22`)).body.lines).toEqual([
      { productId: 2, title: 'Crisp Red Apples', quantity: 5, orders: 1, weight: null },
    ]);
  });

  it('exports the packing list as CSV, named for its day', async () => {
    const res = await get(http, `${API_PATHS.staffPacking}?day=2026-11-23&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="packing-2026-11-23.csv"');
    expect(res.text).toBe(
      [
        'product_id,title,quantity,orders,estimated_kg,weighed_kg',
        '2,Crisp Red Apples,1,1,,',
        '1,Heirloom Tomatoes,3,2,,',
        '3,Rainbow Carrots,4,1,,',
        '',
      ].join('\r\n'),
    );
  });

  it('answers one slip per paid order of the day not yet packed, whole, first paid first', async () => {
    const res = await get(http, API_PATHS.staffSlips);
    const slips = contract(PackingSlipsSchema, res.body);
    expect(slips.day).toBe('2026-11-23');
    expect(slips.orders.map((o) => o.number)).toEqual([made.early.number, made.late.number]);
    expect(slips.orders[1]).toMatchObject({
      customer: { firstName: 'Ana', lastName: 'Souza', notes: 'Ring twice' },
      lines: [
        { title: 'Heirloom Tomatoes', quantity: 2 },
        { title: 'Crisp Red Apples', quantity: 1 },
      ],
    });
    expect(
      contract(PackingSlipsSchema, (await get(http, `${API_PATHS.staffSlips}?day=2026-11-22`)).body).orders.map((o) => o.number),
    ).toEqual([made.yesterday.number]);
  });

  it("exports the slips as CSV, a shopper's formula kept as text", async () => {
    const res = await get(http, `${API_PATHS.staffSlips}?format=csv`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="slips-2026-11-23.csv"');
    expect(res.text).toBe(
      [
        'number,customer,method,pickup_day,items,notes,delivery_day,zone,delivery_fee,payment,held,charged',
        `${made.early.number},Eva Souza,delivery,,"1 x Heirloom Tomatoes; 4 x Rainbow Carrots",'=cmd|calc,,,0.00,at_once,,21.50`,
        `${made.late.number},Ana Souza,delivery,,"2 x Heirloom Tomatoes; 1 x Crisp Red Apples",Ring twice,,,0.00,at_once,,17.10`,
        '',
      ].join('\r\n'),
    );
  });

  it('answers the orders that went out for delivery that day, by town and postcode, with address, phone and notes', async () => {
    const res = await get(http, `${API_PATHS.staffRunSheet}?day=2026-11-23`);
    const sheet = contract(RunSheetSchema, res.body);
    const [eloraFirst, eloraSecond] = [made.elora, made.delivered].sort((a, b) => a.number.localeCompare(b.number));
    const [guelphFirst, guelphSecond] = [made.guelph1, made.guelph2].sort((a, b) => a.number.localeCompare(b.number));
    expect(sheet.day).toBe('2026-11-23');
    expect(sheet.stops.every((stop) => stop.zone === null)).toBe(true);
    expect(sheet.stops.map((stop) => [stop.town, stop.postcode, stop.orders.map((o) => [o.number, o.status])])).toEqual([
      [
        'Elora',
        'N0B 1S0',
        [
          [eloraFirst.number, eloraFirst === made.delivered ? 'delivered' : 'out_for_delivery'],
          [eloraSecond.number, eloraSecond === made.delivered ? 'delivered' : 'out_for_delivery'],
        ],
      ],
      [
        'Guelph',
        'N1H 2K3',
        [
          [guelphFirst.number, 'out_for_delivery'],
          [guelphSecond.number, 'out_for_delivery'],
        ],
      ],
    ]);
    expect(sheet.stops[0].orders.find((o) => o.number === made.elora.number)!.customer).toMatchObject({
      address1: '3 Mill St',
      phone: '+1 519 555 0199',
      notes: 'Dog is friendly',
    });
    const yesterday = contract(RunSheetSchema, (await get(http, `${API_PATHS.staffRunSheet}?day=2026-11-22`)).body);
    expect(yesterday.stops.flatMap((stop) => stop.orders.map((o) => o.number))).toEqual([made.outYesterday.number]);
    expect(contract(RunSheetSchema, (await get(http, API_PATHS.staffRunSheet)).body).stops).toEqual(sheet.stops);
  });

  it('exports the run sheet as CSV, one row per stop and order, the phone as typed', async () => {
    const res = await get(http, `${API_PATHS.staffRunSheet}?day=2026-11-22&format=csv`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="run-sheet-2026-11-22.csv"');
    expect(res.text).toBe(
      [
        'town,postcode,number,status,customer,address_line1,address_line2,phone,notes,items,delivery_day,zone,delivery_fee',
        `Guelph,N1H 2K3,${made.outYesterday.number},out_for_delivery,Otto Souza,12 Orchard Lane,Unit 4,+1 519 555 0147,Leave the box by the barn door.,"2 x Heirloom Tomatoes; 1 x Crisp Red Apples",,,0.00`,
        '',
      ].join('\r\n'),
    );
  });

  it.each([API_PATHS.staffPacking, API_PATHS.staffSlips, API_PATHS.staffRunSheet])(
    'refuses %s for a day that is not a calendar day, or a format it does not make',
    async (path) => {
      const bad = await get(http, `${path}?day=2026-11-31`);
      expect([bad.status, bad.body]).toEqual([
        400,
        { error: 'day must be a date such as 2026-11-23 (got "2026-11-31").', code: 'validation' },
      ]);
      const format = await get(http, `${path}?format=pdf`);
      expect([format.status, format.body]).toEqual([400, { error: 'format must be json or csv.', code: 'validation' }]);
    },
  );
});

describe("pickups in the day's work", () => {
  let store: OfficeStore;
  let db: Database;
  let http: ReturnType<typeof office>;

  beforeAll(async () => {
    ({ store, db, http } = await openOffice());
  });
  afterAll(() => store.close());

  it('packs a pickup on its pickup day, not the day it was paid, and never puts it on a run sheet', async () => {
    const pickup = await paidOrder(store, {
      customer: { firstName: 'Pia' },
      lines: [CARROTS(3)],
      fulfilment: { method: 'pickup', pickupDay: '2026-11-25', deliveryDay: null, zone: null, feeCents: 0 },
    });
    await setTimes(db, pickup, { paidAt: at('2026-11-23T10:00:00Z') });
    const delivery = await paidOrder(store, { customer: { firstName: 'Dan' }, lines: [APPLES(2)] });
    await setTimes(db, delivery, { paidAt: at('2026-11-23T11:00:00Z') });

    const slipsOn = async (day: string) =>
      contract(PackingSlipsSchema, (await get(http, `${API_PATHS.staffSlips}?day=${day}`)).body).orders.map((o) => o.number);
    expect(await slipsOn('2026-11-23')).toEqual([delivery.number]);
    expect(await slipsOn('2026-11-25')).toEqual([pickup.number]);
    const packing = contract(PackingDaySchema, (await get(http, `${API_PATHS.staffPacking}?day=2026-11-25`)).body);
    expect(packing.lines).toEqual([{ productId: 3, title: 'Rainbow Carrots', quantity: 3, orders: 1, weight: null }]);
    const csv = await get(http, `${API_PATHS.staffSlips}?day=2026-11-25&format=csv`);
    expect(csv.text.split('\r\n')[1]).toBe(
      `${pickup.number},Pia Souza,pickup,2026-11-25,3 x Rainbow Carrots,${CUSTOMER.notes},,,,at_once,,11.40`,
    );

    // Even if a pickup were forced out for delivery, the run sheet is the driver's: deliveries only.
    const forced = await forceStatus(db, pickup, 'out_for_delivery');
    await db
      .insert(orderEvents)
      .values({ orderId: forced.id, fromStatus: 'packed', toStatus: 'out_for_delivery', actor: STAFF, at: at('2026-11-25T12:00:00Z') });
    const sheet = contract(RunSheetSchema, (await get(http, `${API_PATHS.staffRunSheet}?day=2026-11-25`)).body);
    expect(sheet.stops).toEqual([]);
  });
});

describe.each(BACKENDS)("booked deliveries in the day's work on %s", (_name, fresh) => {
  let store: OfficeStore;
  let db: Database;
  let cleanup: () => Promise<void>;
  let http: ReturnType<typeof office>;
  const made: Record<string, StoredOrder> = {};
  const ISLAND = { city: 'Ilha', postcode: '88010-000' };

  /** A paid delivery booked as given (docs/product.md#delivery-rules), paid when said. */
  async function booked(
    customer: Partial<typeof CUSTOMER>,
    lines: PricedLine[],
    booking: Parameters<typeof bookDelivery>[2],
    paidAt: string,
  ): Promise<StoredOrder> {
    const order = await bookDelivery(db, await paidOrder(store, { customer, lines }), booking);
    await setTimes(db, order, { paidAt: at(paidAt) });
    return order;
  }

  beforeAll(async () => {
    const backend = await fresh();
    cleanup = backend.cleanup;
    ({ store, db, http } = await openOffice(backend.location));
    // Paid on the 23rd at the farm, booked for the 24th: the 24th's work, not the 23rd's.
    made.island = await booked(
      { firstName: 'Ivo', ...ISLAND },
      [TOMATOES(1)],
      { day: '2026-11-24', zone: 'Island', feeCents: 800 },
      '2026-11-23T13:00:00Z',
    );
    made.free = await booked(
      { firstName: 'Iara', ...ISLAND, postcode: '88020-000' },
      [TOMATOES(2)],
      { day: '2026-11-24', zone: 'Island', feeCents: 0 },
      '2026-11-23T14:00:00Z',
    );
    // Its town comes first, its zone after the Island: the run sheet goes by zone.
    made.mainland = await booked(
      { firstName: 'Mia', city: 'Anchieta', postcode: '88100-000' },
      [APPLES(1)],
      { day: '2026-11-24', zone: 'Mainland', feeCents: 500 },
      '2026-11-23T15:00:00Z',
    );
    // No day booked (made with no zones set): the day it was paid, 10:00 on the 24th at the farm.
    made.unbooked = await booked({ firstName: 'Nei' }, [CARROTS(1)], { day: null, zone: null, feeCents: 0 }, '2026-11-24T13:00:00Z');
    // Paid on the 24th, booked for the 25th.
    made.later = await booked(
      { firstName: 'Leo', ...ISLAND },
      [CARROTS(5)],
      { day: '2026-11-25', zone: 'Island', feeCents: 800 },
      '2026-11-24T14:00:00Z',
    );
    made.pickup = await paidOrder(store, {
      customer: { firstName: 'Pia' },
      lines: [APPLES(2)],
      fulfilment: { method: 'pickup', pickupDay: '2026-11-24', deliveryDay: null, zone: null, feeCents: 0 },
    });
    await setTimes(db, made.pickup, { paidAt: at('2026-11-22T15:00:00Z') });
  });
  afterAll(async () => {
    await store.close();
    await cleanup();
  });

  const slipsOn = async (day: string) =>
    contract(PackingSlipsSchema, (await get(http, `${API_PATHS.staffSlips}?day=${day}`)).body).orders.map((o) => o.number);
  const of = (...names: string[]) => names.map((name) => made[name].number);

  it('packs the deliveries booked for a day, those with no day booked on the day they were paid, and its pickups', async () => {
    expect(await slipsOn('2026-11-23')).toEqual([]);
    expect(await slipsOn('2026-11-24')).toEqual(of('pickup', 'island', 'free', 'mainland', 'unbooked'));
    expect(await slipsOn('2026-11-25')).toEqual(of('later'));
    const packing = contract(PackingDaySchema, (await get(http, `${API_PATHS.staffPacking}?day=2026-11-24`)).body);
    expect(packing.lines).toEqual([
      { productId: 2, title: 'Crisp Red Apples', quantity: 3, orders: 2, weight: null },
      { productId: 1, title: 'Heirloom Tomatoes', quantity: 3, orders: 2, weight: null },
      { productId: 3, title: 'Rainbow Carrots', quantity: 1, orders: 1, weight: null },
    ]);
  });

  it("shows each order's day, zone and fee in the list and on its page, its total including the fee", async () => {
    const page = contract(OrderPageSchema, (await get(http, `${API_PATHS.staffOrders}?q=Ivo`)).body);
    expect(page.orders.map((o) => [o.fulfilment, o.totalCents])).toEqual([
      [{ method: 'delivery', pickupDay: null, deliveryDay: '2026-11-24', zone: 'Island', feeCents: 800 }, 630 + 800],
    ]);
    const detail = contract(OrderDetailSchema, (await get(http, pathWith(API_PATHS.staffOrder, { number: made.island.number }))).body);
    expect([detail.order.fulfilment, detail.order.totalCents]).toEqual([page.orders[0].fulfilment, 1430]);
  });

  it('exports the slips with the delivery day, the zone and the fee', async () => {
    const res = await get(http, `${API_PATHS.staffSlips}?day=2026-11-24&format=csv`);
    const notes = CUSTOMER.notes;
    expect(res.text).toBe(
      [
        'number,customer,method,pickup_day,items,notes,delivery_day,zone,delivery_fee,payment,held,charged',
        `${made.pickup.number},Pia Souza,pickup,2026-11-24,2 x Crisp Red Apples,${notes},,,,at_once,,9.00`,
        `${made.island.number},Ivo Souza,delivery,,1 x Heirloom Tomatoes,${notes},2026-11-24,Island,8.00,at_once,,14.30`,
        `${made.free.number},Iara Souza,delivery,,2 x Heirloom Tomatoes,${notes},2026-11-24,Island,0.00,at_once,,12.60`,
        `${made.mainland.number},Mia Souza,delivery,,1 x Crisp Red Apples,${notes},2026-11-24,Mainland,5.00,at_once,,9.50`,
        `${made.unbooked.number},Nei Souza,delivery,,1 x Rainbow Carrots,${notes},,,0.00,at_once,,3.80`,
        '',
      ].join('\r\n'),
    );
  });

  it('puts the deliveries booked for a day on its run sheet, grouped by zone, those with none last, whenever they went out', async () => {
    const goOut = async (order: StoredOrder, when: string) => {
      for (const [from, to] of [
        ['paid', 'packed'],
        ['packed', 'out_for_delivery'],
      ] as const)
        await store.orders.changeStatus({ orderId: order.id, from, to, actor: STAFF, note: null }, noMail);
      await setTimes(db, order, { events: { out_for_delivery: at(when) } });
    };
    // The free one went out the evening before its day: still its day's run.
    await goOut(made.free, '2026-11-23T20:00:00Z');
    for (const name of ['island', 'mainland', 'unbooked']) await goOut(made[name], '2026-11-24T12:00:00Z');
    await goOut(made.later, '2026-11-24T12:00:00Z');

    const sheet = contract(RunSheetSchema, (await get(http, `${API_PATHS.staffRunSheet}?day=2026-11-24`)).body);
    expect(sheet.stops.map((stop) => [stop.zone, stop.town, stop.postcode, stop.orders.map((o) => o.number)])).toEqual([
      ['Island', 'Ilha', '88010-000', of('island')],
      ['Island', 'Ilha', '88020-000', of('free')],
      ['Mainland', 'Anchieta', '88100-000', of('mainland')],
      [null, 'Guelph', 'N1H 2K3', of('unbooked')],
    ]);
    expect(contract(RunSheetSchema, (await get(http, `${API_PATHS.staffRunSheet}?day=2026-11-23`)).body).stops).toEqual([]);
    const later = contract(RunSheetSchema, (await get(http, `${API_PATHS.staffRunSheet}?day=2026-11-25`)).body);
    expect(later.stops.map((stop) => [stop.zone, stop.orders.map((o) => o.number)])).toEqual([['Island', of('later')]]);

    const csv = (await get(http, `${API_PATHS.staffRunSheet}?day=2026-11-24&format=csv`)).text.split('\r\n');
    expect(csv[0]).toBe(
      'town,postcode,number,status,customer,address_line1,address_line2,phone,notes,items,delivery_day,zone,delivery_fee',
    );
    expect(csv[1]).toMatch(
      new RegExp(`^Ilha,88010-000,${made.island.number},out_for_delivery,Ivo Souza,.*,1 x Heirloom Tomatoes,2026-11-24,Island,8.00$`),
    );
    expect(csv[4]).toMatch(new RegExp(`^Guelph,N1H 2K3,${made.unbooked.number},.*,1 x Rainbow Carrots,,,0.00$`));
  });
});
