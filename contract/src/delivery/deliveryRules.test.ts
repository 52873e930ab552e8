import {
  bookableDays,
  deliveryFeeCents,
  DeliveryRulesSchema,
  minimumShortfallCents,
  NO_DELIVERY_RULES,
  zoneFor,
  type DeliveryRules,
} from './deliveryRules';

const ISLAND = {
  name: 'Island',
  postcodePrefixes: ['8801', '8802', '8803', '8804', '8805', '8806'],
  weekdays: [2, 5],
  feeCents: 800,
  freeFromCents: 6000,
  cutoffHour: 18,
  capacityPerDay: 25,
};
const NORTH = { ...ISLAND, name: 'North of the island', postcodePrefixes: ['88050'], weekdays: [3], feeCents: 1200, freeFromCents: null };
const RULES: DeliveryRules = {
  minimumOrderCents: 1500,
  closedDays: ['2026-12-25'],
  pickup: { capacityPerDay: 40, cutoffHour: 18 },
  zones: [ISLAND, NORTH],
};

describe('the delivery rules', () => {
  it('accept the documented shape and refuse what cannot be meant', () => {
    expect(DeliveryRulesSchema.safeParse(RULES).success).toBe(true);
    expect(DeliveryRulesSchema.safeParse(NO_DELIVERY_RULES).success).toBe(true);
    const refused = (rules: unknown) => DeliveryRulesSchema.safeParse(rules).error?.issues.map((issue) => issue.message);
    expect(refused({ ...RULES, zones: [ISLAND, { ...ISLAND }] })).toEqual(expect.arrayContaining(['Two zones are named Island.']));
    expect(refused({ ...RULES, zones: [ISLAND, { ...NORTH, postcodePrefixes: ['8801'] }] })).toEqual([
      'The postcode prefix 8801 is in both Island and North of the island.',
    ]);
    expect(DeliveryRulesSchema.safeParse({ ...RULES, closedDays: ['2026-02-30'] }).success).toBe(false);
    expect(DeliveryRulesSchema.safeParse({ ...RULES, zones: [{ ...ISLAND, weekdays: [0] }] }).success).toBe(false);
    expect(DeliveryRulesSchema.safeParse({ ...RULES, zones: [{ ...ISLAND, postcodePrefixes: ['88-01'] }] }).success).toBe(false);
    expect(DeliveryRulesSchema.safeParse({ ...RULES, surprise: true }).success).toBe(false);
  });

  it('find the zone by the postcode digits, the longest prefix first', () => {
    expect(zoneFor(RULES, '88015-400')).toBe(ISLAND);
    expect(zoneFor(RULES, '88015400')).toBe(ISLAND);
    expect(zoneFor(RULES, '88050-100')).toBe(NORTH);
    expect(zoneFor(RULES, '90000-000')).toBeNull();
    expect(zoneFor(RULES, 'N1H 2K5')).toBeNull();
    expect(zoneFor(NO_DELIVERY_RULES, 'anything')).toBe('anywhere');
  });

  it('charge the fee below the free threshold, nothing from it, and nothing without zones', () => {
    expect(deliveryFeeCents(ISLAND, 5999)).toBe(800);
    expect(deliveryFeeCents(ISLAND, 6000)).toBe(0);
    expect(deliveryFeeCents(NORTH, 100_000)).toBe(1200);
    expect(deliveryFeeCents('anywhere', 100)).toBe(0);
  });

  it('say how much a basket lacks to reach the minimum', () => {
    expect(minimumShortfallCents(RULES, 1000)).toBe(500);
    expect(minimumShortfallCents(RULES, 1500)).toBe(0);
    expect(minimumShortfallCents(NO_DELIVERY_RULES, 1)).toBe(0);
  });

  it('offer the weekdays ahead, closing tomorrow at the cut-off hour and skipping closed days', () => {
    // Monday 2026-12-21: the island's Tuesdays and Fridays, Christmas closed.
    const rule = { weekdays: ISLAND.weekdays, cutoffHour: 18, closedDays: RULES.closedDays };
    expect(bookableDays(rule, { today: '2026-12-21', hour: 17 }, 3)).toEqual(['2026-12-22', '2026-12-29', '2027-01-01']);
    expect(bookableDays(rule, { today: '2026-12-21', hour: 18 }, 2)).toEqual(['2026-12-29', '2027-01-01']);
    expect(bookableDays({ ...rule, cutoffHour: 24 }, { today: '2026-12-21', hour: 23 }, 1)).toEqual(['2026-12-22']);
    expect(bookableDays({ ...rule, weekdays: [] }, { today: '2026-12-21', hour: 0 }, 3)).toEqual([]);
  });
});
