import { parsePriceToCents, type DeliveryRules, type DeliveryZone } from 'contract';
import { DELIVERY_TEXTS } from '../data/deliveryTexts';

/**
 * The rules as the Delivery form edits them: every box as typed, so a half-typed amount is kept
 * (and kept after a refusal) until Save reads it into the contract's rules.
 */
export interface ZoneDraft {
  /** Stable across edits, for React's list: a zone's name may be empty or change. */
  key: number;
  name: string;
  prefixes: string;
  weekdays: number[];
  fee: string;
  freeFrom: string;
  cutoffHour: string;
  capacity: string;
}

export interface RulesDraft {
  minimum: string;
  pickupCapacity: string;
  pickupCutoff: string;
  closedDays: string[];
  zones: ZoneDraft[];
}

const { rules: labels, problems } = DELIVERY_TEXTS;

const byNumber = (a: number, b: number) => a - b;

let lastKey = 0;
const nextKey = () => (lastKey += 1);

/** 1500 -> "15.00": dollars as the boxes show them (no "$" or thousands separator to trip over). */
const dollars = (cents: number) => (cents / 100).toFixed(2);

const zoneDraft = (zone: DeliveryZone): ZoneDraft => ({
  key: nextKey(),
  name: zone.name,
  prefixes: zone.postcodePrefixes.join(', '),
  weekdays: [...zone.weekdays].sort(byNumber),
  fee: dollars(zone.feeCents),
  freeFrom: zone.freeFromCents === undefined || zone.freeFromCents === null ? '' : dollars(zone.freeFromCents),
  cutoffHour: String(zone.cutoffHour),
  capacity: String(zone.capacityPerDay),
});

export const draftOf = (rules: DeliveryRules): RulesDraft => ({
  minimum: dollars(rules.minimumOrderCents),
  pickupCapacity: rules.pickup.capacityPerDay === null ? '' : String(rules.pickup.capacityPerDay),
  pickupCutoff: String(rules.pickup.cutoffHour),
  closedDays: [...rules.closedDays].sort(),
  zones: rules.zones.map(zoneDraft),
});

/** A new zone's boxes: the day before at 18:00, as most farms harvest; the rest is the farm's to say. */
export const emptyZone = (): ZoneDraft => ({
  key: nextKey(),
  name: '',
  prefixes: '',
  weekdays: [],
  fee: '',
  freeFrom: '',
  cutoffHour: '18',
  capacity: '',
});

/** A sentence thrown while reading a box, caught once by rulesOf. */
class Unreadable extends Error {}

function amount(text: string, label: string): number {
  const cents = parsePriceToCents(text);
  if (cents === null) throw new Unreadable(problems.amount(label));
  return cents;
}

function whole(text: string, label: string): number {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) throw new Unreadable(problems.whole(label));
  return Number(trimmed);
}

function hour(text: string, label: string): number {
  const value = Number(text.trim());
  if (!/^\d{1,2}$/.test(text.trim()) || value > 24) throw new Unreadable(problems.hour(label));
  return value;
}

function zoneOf(draft: ZoneDraft, index: number): DeliveryZone {
  const named = labels.zone(index, draft.name);
  const label = (field: string) => `${named}, ${field}`;
  const prefixes = draft.prefixes.split(/[\s,;]+/).filter(Boolean);
  if (prefixes.length === 0 || prefixes.some((prefix) => !/^\d+$/.test(prefix))) throw new Unreadable(problems.prefixes(named));
  if (draft.weekdays.length === 0) throw new Unreadable(problems.weekdays(named));
  return {
    name: draft.name.trim(),
    postcodePrefixes: [...new Set(prefixes)],
    weekdays: [...draft.weekdays].sort(byNumber),
    feeCents: amount(draft.fee, label(labels.fee)),
    freeFromCents: draft.freeFrom.trim() === '' ? null : amount(draft.freeFrom, label(labels.freeFrom)),
    cutoffHour: hour(draft.cutoffHour, label(labels.cutoffHour)),
    capacityPerDay: whole(draft.capacity, label(labels.capacity)),
  };
}

/**
 * The draft as the contract's rules, or the office's sentence for the first box it cannot read.
 * Only the reading is checked here; the rules themselves (limits, a prefix in two zones) are the
 * service's to refuse, with its own sentence.
 */
export function rulesOf(draft: RulesDraft): { ok: true; rules: DeliveryRules } | { ok: false; error: string } {
  try {
    return {
      ok: true,
      rules: {
        minimumOrderCents: amount(draft.minimum, labels.minimum),
        closedDays: draft.closedDays,
        pickup: {
          capacityPerDay: draft.pickupCapacity.trim() === '' ? null : whole(draft.pickupCapacity, labels.pickupCapacity),
          cutoffHour: hour(draft.pickupCutoff, `${labels.pickup}, ${labels.cutoffHour}`),
        },
        zones: draft.zones.map(zoneOf),
      },
    };
  } catch (error) {
    if (error instanceof Unreadable) return { ok: false, error: error.message };
    throw error;
  }
}

/**
 * The saved rules changed under the form (a day closed or reopened from the days' list): their
 * closed days carry over into the draft, and whatever else the farm was typing stays.
 */
export function carryClosedDays(draft: RulesDraft, before: DeliveryRules, after: DeliveryRules): RulesDraft {
  const added = after.closedDays.filter((day) => !before.closedDays.includes(day));
  const removed = new Set(before.closedDays.filter((day) => !after.closedDays.includes(day)));
  if (added.length === 0 && removed.size === 0) return draft;
  const days = new Set([...draft.closedDays.filter((day) => !removed.has(day)), ...added]);
  return { ...draft, closedDays: [...days].sort() };
}
