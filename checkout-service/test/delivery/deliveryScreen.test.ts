import { API_PATHS, DeliveryBookingsSchema, DeliveryScreenSchema, NO_DELIVERY_RULES } from 'contract';
import { SIGN_IN_FIRST } from '../../src/staff/requireStaff';
import { BACKENDS } from '../support/backends';
import { deliveryService, ISLAND, MAINLAND, RULES } from './deliveryService';

/**
 * The office's Delivery screen (docs/product.md#delivery-rules): the next two weeks from tomorrow,
 * each day's live bookings against capacity for pickup and for each zone that delivers that
 * weekday, and the orders booked for a day, to call when the farm closes it.
 */

const FORTNIGHT = [
  ...['27', '28', '29', '30'].map((day) => `2026-11-${day}`),
  ...['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'].map((day) => `2026-12-${day}`),
];

describe.each(BACKENDS)("the office's Delivery screen on %s", (_name, fresh) => {
  const farm = deliveryService(fresh);
  const screen = async () => {
    const res = await farm.staffGet();
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return DeliveryScreenSchema.parse(res.body);
  };
  const bookingsOn = async (day: string) => {
    const res = await farm.staffGet(`${API_PATHS.staffDeliveryBookings}?day=${day}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return DeliveryBookingsSchema.parse(res.body);
  };

  it('shows the next fourteen days from tomorrow with no limits while the farm has no rules', async () => {
    const { rules, changes, days } = await screen();
    expect(rules).toEqual(NO_DELIVERY_RULES);
    expect(changes).toEqual([]);
    expect(days.map(({ day }) => day)).toEqual(FORTNIGHT);
    for (const day of days) expect(day).toEqual({ day: day.day, closed: false, pickup: { booked: 0, capacity: null }, zones: [] });
  });

  it("counts each day's live bookings against capacity, per zone that delivers that weekday and for pickup", async () => {
    expect((await farm.adminPut({ ...RULES, closedDays: ['2026-12-04'] })).status).toBe(200);
    await farm.delivery('2026-11-27', ISLAND, 'packed');
    await farm.delivery('2026-12-01', ISLAND);
    await farm.delivery('2026-12-01', ISLAND, 'paid');
    await farm.delivery('2026-12-02', MAINLAND);
    await farm.delivery('2026-12-04', ISLAND, 'paid');
    await farm.pickup('2026-11-28', 'ready_for_pickup');
    // Ended, or outside the fortnight: not counted.
    await farm.delivery('2026-12-01', ISLAND, 'cancelled');
    await farm.pickup('2026-11-28', 'refunded');
    await farm.pickup('2026-11-26');
    await farm.delivery('2026-12-11', ISLAND);

    const { days } = await screen();
    expect(days.map(({ day }) => day)).toEqual(FORTNIGHT);
    const on = (day: string) => days.find((each) => each.day === day);
    const island = (booked: number) => ({ name: 'Island', booked, capacity: 2 });
    const mainland = (booked: number) => ({ name: 'Mainland', booked, capacity: 25 });
    const pickup = (booked: number) => ({ booked, capacity: 40 });
    expect(on('2026-11-27')).toEqual({ day: '2026-11-27', closed: false, pickup: pickup(0), zones: [island(1)] });
    expect(on('2026-11-28')).toEqual({ day: '2026-11-28', closed: false, pickup: pickup(1), zones: [] });
    expect(on('2026-12-01')).toEqual({ day: '2026-12-01', closed: false, pickup: pickup(0), zones: [island(2)] });
    expect(on('2026-12-02')).toEqual({ day: '2026-12-02', closed: false, pickup: pickup(0), zones: [mainland(1)] });
    // A closed day keeps its bookings in view: the shoppers to call.
    expect(on('2026-12-04')).toEqual({ day: '2026-12-04', closed: true, pickup: pickup(0), zones: [island(1)] });
    expect(on('2026-12-09')).toEqual({ day: '2026-12-09', closed: false, pickup: pickup(0), zones: [mainland(0)] });
    expect(on('2026-12-10')).toEqual({ day: '2026-12-10', closed: false, pickup: pickup(0), zones: [] });
  });

  it("lists a day's live orders, deliveries before pickups, for the farm to call when it closes the day", async () => {
    const pickup = await farm.pickup('2026-12-01', 'paid');
    const { day, orders } = await bookingsOn('2026-12-01');
    expect(day).toBe('2026-12-01');
    expect(orders.map((order) => order.fulfilment)).toEqual([
      { method: 'delivery', pickupDay: null, deliveryDay: '2026-12-01', zone: 'Island', feeCents: 800 },
      { method: 'delivery', pickupDay: null, deliveryDay: '2026-12-01', zone: 'Island', feeCents: 800 },
      { method: 'pickup', pickupDay: '2026-12-01', deliveryDay: null, zone: null, feeCents: 0 },
    ]);
    expect(orders.map((order) => order.status).sort()).toEqual(['paid', 'paid', 'pending']);
    expect(orders[2]).toMatchObject({ number: pickup.number, customerName: 'Rui Lima' });

    expect((await bookingsOn('2026-11-28')).orders.map((order) => order.status)).toEqual(['ready_for_pickup']);
    expect((await bookingsOn('2026-12-25')).orders).toEqual([]);
  });

  it('asks for a signed-in staff member and a day, in sentences', async () => {
    const anonymous = await farm.http.get(`${API_PATHS.staffDeliveryBookings}?day=2026-12-01`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe(SIGN_IN_FIRST);
    const refused = async (query: string, sentence: string) => {
      const res = await farm.staffGet(`${API_PATHS.staffDeliveryBookings}${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: sentence, code: 'validation' });
    };
    await refused('', 'day is required: the day whose bookings to list, such as 2026-11-23.');
    await refused('?day=2026-02-30', 'day must be a date such as 2026-11-23 (got "2026-02-30").');
    await refused('?day=tomorrow', 'day must be a date such as 2026-11-23 (got "tomorrow").');
  });
});
