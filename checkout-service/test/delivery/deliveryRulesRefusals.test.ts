import { ApiErrorSchema, NO_DELIVERY_RULES, type DeliveryRules } from 'contract';
import { BACKENDS } from '../support/backends';
import { deliveryService, ISLAND, MAINLAND, RULES } from './deliveryService';

/**
 * Delivery rules that DeliveryRulesSchema refuses (docs/product.md#delivery-rules): each field's
 * refusal is a 400 sentence naming it as sent and its limit, and nothing is stored.
 */

const withZone = (index: number, change: Record<string, unknown>) => ({
  ...RULES,
  zones: RULES.zones.map((zone, at) => (at === index ? { ...zone, ...change } : zone)),
});

const CENTS = 'must be a whole number of cents from 0 to 10000000.';
const HOUR = 'must be a whole hour from 0 to 24: on the day before, the hour after which a day is no longer offered (24 is midnight).';
const RULES_FIELDS = 'minimumOrderCents, closedDays, pickup and zones';
const ZONE_FIELDS = 'name, postcodePrefixes, weekdays, feeCents, freeFromCents (optional), cutoffHour and capacityPerDay';
const WEEKDAYS = 'zones[0].weekdays must be ISO weekdays from 1 (Monday) to 7 (Sunday).';

const REFUSALS: Array<[string, unknown, string]> = [
  ['a body that is no object', null, `The request body must be a JSON object with ${RULES_FIELDS}.`],
  [
    'a field the rules do not have',
    { ...RULES, maximumOrderCents: 1 },
    `The delivery rules have no field "maximumOrderCents": the fields are ${RULES_FIELDS}.`,
  ],
  ['a negative minimum', { ...RULES, minimumOrderCents: -1 }, `minimumOrderCents ${CENTS}`],
  ['a minimum in dollars', { ...RULES, minimumOrderCents: 15.5 }, `minimumOrderCents ${CENTS}`],
  ['no minimum', { closedDays: [], pickup: RULES.pickup, zones: [] }, `minimumOrderCents ${CENTS}`],
  [
    'closed days that are no list',
    { ...RULES, closedDays: '2026-12-25' },
    'closedDays must be a list of at most 400 days, each written YYYY-MM-DD.',
  ],
  [
    'a closed day that is no calendar day',
    { ...RULES, closedDays: ['2026-12-25', '2026-02-30'] },
    'closedDays[1] must be a calendar day written YYYY-MM-DD, such as 2026-12-25.',
  ],
  ['no pickup', { ...RULES, pickup: null }, 'pickup must be an object with capacityPerDay and cutoffHour.'],
  [
    'a field pickup does not have',
    { ...RULES, pickup: { ...RULES.pickup, hours: '9-12' } },
    'pickup has no field "hours": the fields are capacityPerDay and cutoffHour.',
  ],
  [
    'a negative pickup capacity',
    { ...RULES, pickup: { ...RULES.pickup, capacityPerDay: -1 } },
    'pickup.capacityPerDay must be a whole number of orders a day from 0 to 100000, or null for no limit.',
  ],
  ['a pickup cut-off past midnight', { ...RULES, pickup: { ...RULES.pickup, cutoffHour: 25 } }, `pickup.cutoffHour ${HOUR}`],
  [
    'zones that are no list',
    { ...RULES, zones: { Island: ISLAND } },
    'zones must be a list of at most 50 zones; an empty list delivers anywhere, free.',
  ],
  [
    '51 zones',
    { ...RULES, zones: Array.from({ length: 51 }, () => ISLAND) },
    'zones must be a list of at most 50 zones; an empty list delivers anywhere, free.',
  ],
  ['a zone that is no object', { ...RULES, zones: ['Island'] }, `zones[0] must be an object with ${ZONE_FIELDS}.`],
  ['a field a zone does not have', withZone(1, { colour: 'green' }), `zones[1] has no field "colour": the fields are ${ZONE_FIELDS}.`],
  ['a blank zone name', withZone(1, { name: '   ' }), 'zones[1].name must be text of 1 to 60 characters.'],
  ['a zone name too long', withZone(0, { name: 'I'.repeat(61) }), 'zones[0].name must be text of 1 to 60 characters.'],
  ['two zones of one name', withZone(1, { name: 'island' }), 'Two zones are named island.'],
  [
    'one prefix in two zones',
    withZone(1, { postcodePrefixes: ['88', '8801'] }),
    'The postcode prefix 8801 is in both Island and Mainland.',
  ],
  [
    'a zone with no prefix',
    withZone(0, { postcodePrefixes: [] }),
    'zones[0].postcodePrefixes must be a list of 1 to 500 postcode prefixes.',
  ],
  [
    'a prefix written with a dash',
    withZone(0, { postcodePrefixes: ['8801', '88-02'] }),
    'zones[0].postcodePrefixes[1] must be 1 to 10 digits, such as 8801 (postcodes are compared as digits only).',
  ],
  ['no weekday', withZone(0, { weekdays: [] }), 'zones[0].weekdays must be a list of 1 to 7 ISO weekdays, from 1 (Monday) to 7 (Sunday).'],
  ['weekday 0', withZone(0, { weekdays: [0, 5] }), WEEKDAYS],
  ['weekday 8', withZone(0, { weekdays: [2, 8] }), WEEKDAYS],
  ['a weekday by name', withZone(0, { weekdays: ['Tuesday'] }), WEEKDAYS],
  ['a negative fee', withZone(0, { feeCents: -800 }), `zones[0].feeCents ${CENTS}`],
  [
    'a threshold that is no number',
    withZone(0, { freeFromCents: 'sixty' }),
    'zones[0].freeFromCents must be a whole number of cents from 0 to 10000000, or null for never free.',
  ],
  ['a zone cut-off between hours', withZone(1, { cutoffHour: 17.5 }), `zones[1].cutoffHour ${HOUR}`],
  [
    'a zone capacity too large',
    withZone(0, { capacityPerDay: 100_001 }),
    'zones[0].capacityPerDay must be a whole number of orders a day from 0 to 100000.',
  ],
  [
    'a zone with no capacity',
    withZone(0, { capacityPerDay: null }),
    'zones[0].capacityPerDay must be a whole number of orders a day from 0 to 100000.',
  ],
];

describe.each(BACKENDS)('delivery rules refused on %s', (_name, fresh) => {
  const farm = deliveryService(fresh);
  const STORED: DeliveryRules = { ...NO_DELIVERY_RULES, minimumOrderCents: 900 };

  beforeAll(async () => {
    expect((await farm.adminPut(STORED)).status).toBe(200);
  });

  it.each(REFUSALS)('refuses %s with a sentence naming the field, and stores nothing', async (_case, body, sentence) => {
    const res = await farm.adminPut(body);
    expect(res.status).toBe(400);
    expect(ApiErrorSchema.parse(res.body)).toEqual({ error: sentence, code: 'validation' });
    expect((await farm.adminGet()).body).toEqual(STORED);
  });

  it("refuses the office's rules with the same sentences", async () => {
    const res = await farm.staffPut(withZone(0, { weekdays: [9] }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: WEEKDAYS, code: 'validation' });
    expect((await farm.adminGet()).body).toEqual(STORED);
  });

  it('accepts the largest rules the contract allows', async () => {
    const prefixes = (zone: number) =>
      Array.from({ length: 500 }, (_, at) => `${String(zone).padStart(2, '0')}${String(at).padStart(8, '0')}`);
    const largest: DeliveryRules = {
      ...RULES,
      closedDays: Array.from({ length: 400 }, (_, at) => new Date(Date.UTC(2027, 0, 1) + at * 86_400_000).toISOString().slice(0, 10)),
      zones: Array.from({ length: 50 }, (_, at) => ({ ...MAINLAND, name: `Zone ${at} ${'x'.repeat(50)}`, postcodePrefixes: prefixes(at) })),
    };
    const res = await farm.adminPut(largest);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(largest);
    expect((await farm.adminPut(STORED)).status).toBe(200);
  });
});
