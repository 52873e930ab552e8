/**
 * The farm's delivery rules and its Delivery screen as the staff API answers them
 * (contract/src/api/delivery.ts), for the tests of the office's Delivery page.
 */
import { API_PATHS, isoWeekday, type DeliveryRules, type DeliveryScreen } from 'contract';
import { summary } from './fakeService';

/** The island on Tuesdays and Fridays, the mainland on Wednesdays; Christmas closed. */
export const RULES: DeliveryRules = {
  minimumOrderCents: 1500,
  closedDays: ['2026-12-25'],
  pickup: { capacityPerDay: 40, cutoffHour: 18 },
  zones: [
    {
      name: 'Island',
      postcodePrefixes: ['8801', '8802'],
      weekdays: [2, 5],
      feeCents: 800,
      freeFromCents: 6000,
      cutoffHour: 18,
      capacityPerDay: 25,
    },
    { name: 'Mainland', postcodePrefixes: ['881'], weekdays: [3], feeCents: 1250, freeFromCents: null, cutoffHour: 12, capacityPerDay: 10 },
  ],
};

const FIRST_DAY = Date.parse('2026-12-21T00:00:00.000Z');
/** The fourteen days from Monday 21 December 2026, as the service counts them for `rules`. */
const nextDays = (rules: DeliveryRules, booked: (day: string, zone: string) => number) =>
  Array.from({ length: 14 }, (_, ahead) => {
    const day = new Date(FIRST_DAY + ahead * 86_400_000).toISOString().slice(0, 10);
    return {
      day,
      closed: rules.closedDays.includes(day),
      pickup: { booked: booked(day, 'pickup'), capacity: rules.pickup.capacityPerDay },
      zones: rules.zones
        .filter((zone) => zone.weekdays.includes(isoWeekday(day)))
        .map((zone) => ({ name: zone.name, booked: booked(day, zone.name), capacity: zone.capacityPerDay })),
    };
  });

/** Tuesday the 22nd's island van is full; Wednesday the 23rd has 7 mainland deliveries and 3 pickups. */
const BOOKED: Record<string, number> = { '2026-12-22 Island': 25, '2026-12-23 Mainland': 7, '2026-12-23 pickup': 3 };

export const screenOf = (rules: DeliveryRules = RULES): DeliveryScreen => ({
  rules,
  changes: [
    { at: '2026-11-20T09:30:00.000Z', actor: 'packer@terraverde.farm' },
    { at: '2026-11-02T08:00:00.000Z', actor: 'script' },
  ],
  days: nextDays(rules, (day, zone) => BOOKED[`${day} ${zone}`] ?? 0),
});

/** `GET /api/staff/delivery`. */
export const SCREEN = { url: API_PATHS.staffDelivery, body: screenOf() };

/** Wednesday the 23rd's orders: a mainland delivery and a pickup, to be called if the day closes. */
export const BOOKINGS_23 = {
  url: `${API_PATHS.staffDeliveryBookings}?day=2026-12-23`,
  body: {
    day: '2026-12-23',
    orders: [
      summary('TV-MA1NLAND', {
        customerName: 'Rui Costa',
        fulfilment: { method: 'delivery', pickupDay: null, deliveryDay: '2026-12-23', zone: 'Mainland', feeCents: 1250 },
      }),
      summary('TV-P1CKUP23', {
        customerName: 'Lia Moreira',
        fulfilment: { method: 'pickup', pickupDay: '2026-12-23', deliveryDay: null, zone: null, feeCents: 0 },
      }),
    ],
  },
};
