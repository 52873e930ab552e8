import { BRAND } from '../brand';
import { rules, type FormRules } from '../forms';
import { BILLING_RULES, type BillingField } from './billing';

/**
 * Pickup at the farm (docs/product.md#pickup-or-delivery): where, when, and on which days. The
 * checkout, the service's check, the e-mails and the office read these, so they cannot disagree.
 */

/** How the checkout names each way; delivery is the default. */
export const FULFILMENT_CHOICES = {
  delivery: 'Delivery to my address',
  pickup: 'Pickup at the farm',
} as const;

export const FARM_PICKUP = {
  address: BRAND.address,
  opens: '08:00',
  closes: '17:00',
  /** "08:00 to 17:00", as the checkout, the order page and the e-mails say it. */
  hours: '08:00 to 17:00',
} as const;

/** How many opening days ahead a pickup may be booked. */
export const PICKUP_DAYS_AHEAD = 6;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
const dayText = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(dayNumber(day)) && dayText(dayNumber(day)) === day;
}

/** The farm opens Monday to Saturday. */
export const isOpeningDay = (day: string) => new Date(dayNumber(day)).getUTCDay() !== 0;

/**
 * The days a pickup may be booked for when it is `today` at the farm: the next PICKUP_DAYS_AHEAD
 * opening days after today. Today itself is left out, so the farm has a night to harvest and pack.
 */
export function pickupDaysAfter(today: string): string[] {
  const days: string[] = [];
  for (let time = dayNumber(today) + DAY_MS; days.length < PICKUP_DAYS_AHEAD; time += DAY_MS) {
    if (isOpeningDay(dayText(time))) days.push(dayText(time));
  }
  return days;
}

/** "Saturday, 28 November 2026": a pickup day as people read it, whatever the reader's zone. */
export function formatPickupDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    dayNumber(day),
  );
}

/** What a pickup asks of the shopper: a name, an e-mail and a phone number. */
export const PICKUP_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const satisfies readonly BillingField[];

/** The billing rules of those fields, with the phone required: the farm calls if no one comes. */
export const PICKUP_RULES: FormRules<(typeof PICKUP_FIELDS)[number]> = {
  firstName: BILLING_RULES.firstName,
  lastName: BILLING_RULES.lastName,
  email: BILLING_RULES.email,
  phone: [rules.required('Phone'), ...(BILLING_RULES.phone ?? [])],
};
