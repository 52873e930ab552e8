import type { Problem, Sentences } from '../http/validateBody';

/**
 * How the service refuses delivery rules that DeliveryRulesSchema does not accept
 * (docs/product.md#delivery-rules): one sentence per field, naming it as sent (`zones[0].weekdays`)
 * and its limit, so a script's author or the office sees what to change. The limits are the
 * contract's (contract/src/delivery/deliveryRules.ts).
 */

const MAX_CENTS = 10_000_000;
const MAX_CAPACITY = 100_000;
const MAX_CLOSED_DAYS = 400;
const MAX_ZONES = 50;
const MAX_PREFIXES = 500;
const NAME_MAX = 60;

const RULES_FIELDS = 'minimumOrderCents, closedDays, pickup and zones';
const PICKUP_FIELDS = 'capacityPerDay and cutoffHour';
const ZONE_FIELDS = 'name, postcodePrefixes, weekdays, feeCents, freeFromCents (optional), cutoffHour and capacityPerDay';

/** The list a problem's item is in: `zones[0].weekdays[1]` is in `zones[0].weekdays`. */
const listOf = (path: string) => path.replace(/\[\d+\]$/, '');

/** An object's refusal: a field it does not have, by name, or the fields it needs. */
const objectSentence =
  (fields: string) =>
  ({ path, code, key }: Problem) =>
    code === 'unrecognized_keys' && key !== undefined
      ? `${path || 'The delivery rules'} ${path ? 'has' : 'have'} no field ${JSON.stringify(key.slice(0, 40))}: the fields are ${fields}.`
      : `${path ? `${path} must be an object` : 'The request body must be a JSON object'} with ${fields}.`;

const cents = ({ path }: Problem) => `${path} must be a whole number of cents from 0 to ${MAX_CENTS}.`;
const capacity = ({ path }: Problem) =>
  `${path} must be a whole number of orders a day from 0 to ${MAX_CAPACITY}${path.startsWith('pickup') ? ', or null for no limit' : ''}.`;
const cutoffHour = ({ path }: Problem) =>
  `${path} must be a whole hour from 0 to 24: on the day before, the hour after which a day is no longer offered (24 is midnight).`;

/** The contract's own sentences (two zones with one name, one prefix in two zones) are already clear. */
const CONTRACT_RULES = new Set(['uniqueName', 'samePrefix']);
const orContract =
  (sentence: (problem: Problem) => string) =>
  (problem: Problem): string =>
    problem.code === 'custom' && problem.rule !== undefined && CONTRACT_RULES.has(problem.rule) ? problem.message : sentence(problem);

export const DELIVERY_RULES_SENTENCES: Sentences = {
  '': objectSentence(RULES_FIELDS),
  minimumOrderCents: cents,
  closedDays: () => `closedDays must be a list of at most ${MAX_CLOSED_DAYS} days, each written YYYY-MM-DD.`,
  'closedDays[]': ({ path }) => `${path} must be a calendar day written YYYY-MM-DD, such as 2026-12-25.`,
  pickup: objectSentence(PICKUP_FIELDS),
  'pickup.capacityPerDay': capacity,
  'pickup.cutoffHour': cutoffHour,
  zones: () => `zones must be a list of at most ${MAX_ZONES} zones; an empty list delivers anywhere, free.`,
  'zones[]': objectSentence(ZONE_FIELDS),
  'zones[].name': orContract(({ path }) => `${path} must be text of 1 to ${NAME_MAX} characters.`),
  'zones[].postcodePrefixes': orContract(({ path }) => `${path} must be a list of 1 to ${MAX_PREFIXES} postcode prefixes.`),
  'zones[].postcodePrefixes[]': ({ path }) => `${path} must be 1 to 10 digits, such as 8801 (postcodes are compared as digits only).`,
  'zones[].weekdays': ({ path }) => `${path} must be a list of 1 to 7 ISO weekdays, from 1 (Monday) to 7 (Sunday).`,
  'zones[].weekdays[]': ({ path }) => `${listOf(path)} must be ISO weekdays from 1 (Monday) to 7 (Sunday).`,
  'zones[].feeCents': cents,
  'zones[].freeFromCents': (problem) => `${cents(problem).slice(0, -1)}, or null for never free.`,
  'zones[].cutoffHour': cutoffHour,
  'zones[].capacityPerDay': capacity,
};
