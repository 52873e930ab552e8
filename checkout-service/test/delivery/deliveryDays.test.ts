import { API_PATHS, DeliveryDaysSchema, isoWeekday, NO_DELIVERY_RULES } from 'contract';
import { BACKENDS } from '../support/backends';
import { atFarm, deliveryService, ISLAND, MAINLAND, RULES } from './deliveryService';

/**
 * A postcode's delivery days (docs/product.md#delivery-rules): its zone by the longest prefix, the
 * zone's weekdays after the farm's today, tomorrow only before the cut-off hour at the farm, never
 * a closed day, and never a day whose places are all taken. The clock is the test's (AppOptions.now).
 */

const ISLAND_OFFER = { name: 'Island', feeCents: 800, freeFromCents: 6000 };
/** The island's Tuesdays and Fridays from Thursday 26 November 2026, tomorrow included. */
const ISLAND_DAYS = ['2026-11-27', '2026-12-01', '2026-12-04', '2026-12-08', '2026-12-11', '2026-12-15'];

describe.each(BACKENDS)('delivery days on %s', (_name, fresh) => {
  const farm = deliveryService(fresh);
  const daysFor = async (postcode: string) => {
    const res = await farm.http.get(API_PATHS.deliveryDays).query({ postcode });
    expect(res.status).toBe(200);
    // Never cached: a day leaves the list as its last place is taken.
    expect(res.headers['cache-control']).toBe('no-store');
    return DeliveryDaysSchema.parse(res.body);
  };
  const setRules = async (rules: unknown) => expect((await farm.adminPut(rules)).status).toBe(200);

  it('delivers anywhere, with no day to choose, while the farm has no zones', async () => {
    expect(await daysFor('88015-400')).toEqual({ anywhere: true, zone: null, days: [] });
    await setRules(NO_DELIVERY_RULES);
    expect(await daysFor('90000-000')).toEqual({ anywhere: true, zone: null, days: [] });
  });

  it('does not deliver outside every zone', async () => {
    await setRules(RULES);
    expect(await daysFor('90000-000')).toEqual({ anywhere: false, zone: null, days: [] });
    expect(await daysFor('N1H 2K3')).toEqual({ anywhere: false, zone: null, days: [] });
  });

  it("offers a zone's next six days on its weekdays, by the longest prefix, whatever the postcode's format", async () => {
    await setRules(RULES);
    const island = { anywhere: false, zone: ISLAND_OFFER, days: ISLAND_DAYS };
    expect(await daysFor('88015-400')).toEqual(island);
    expect(await daysFor(' 8802 5400 ')).toEqual(island);
    expect(await daysFor('88100-000')).toEqual({
      anywhere: false,
      zone: { name: 'Mainland', feeCents: 1200, freeFromCents: null },
      days: ['2026-12-02', '2026-12-09', '2026-12-16', '2026-12-23', '2026-12-30', '2027-01-06'],
    });
  });

  it('drops tomorrow at the cut-off hour at the farm, not before', async () => {
    await setRules(RULES);
    farm.clock.now = atFarm(17, 59);
    expect((await daysFor('88015-400')).days).toEqual(ISLAND_DAYS);
    farm.clock.now = atFarm(18);
    expect((await daysFor('88015-400')).days).toEqual([...ISLAND_DAYS.slice(1), '2026-12-18']);
    // 23:30 at the farm is already the 27th in UTC: the farm's today is still the 26th.
    farm.clock.now = atFarm(23, 30);
    expect((await daysFor('88015-400')).days).toEqual([...ISLAND_DAYS.slice(1), '2026-12-18']);
  });

  it("skips closed days, and the days that are not the zone's", async () => {
    await setRules({ ...RULES, closedDays: ['2026-12-04', '2026-12-09'] });
    const { days } = await daysFor('88015-400');
    expect(days).toEqual(['2026-11-27', '2026-12-01', '2026-12-08', '2026-12-11', '2026-12-15', '2026-12-18']);
    expect(days.map(isoWeekday).every((weekday) => ISLAND.weekdays.includes(weekday))).toBe(true);
    expect((await daysFor('88100-000')).days).toEqual(['2026-12-02', '2026-12-16', '2026-12-23', '2026-12-30', '2027-01-06', '2027-01-13']);
  });

  it('leaves out a day whose live bookings in the zone reached its capacity, and still offers six', async () => {
    await setRules(RULES);
    // 1 December: both of the island's places taken, one of them already paid.
    await farm.delivery('2026-12-01', ISLAND);
    await farm.delivery('2026-12-01', ISLAND, 'paid');
    // 4 December: one live booking, and one that ended unpaid, which gave its place back.
    await farm.delivery('2026-12-04', ISLAND);
    await farm.delivery('2026-12-04', ISLAND, 'expired');
    // 8 December: the mainland's bookings and the pickups are not the island's.
    await farm.delivery('2026-12-08', MAINLAND);
    await farm.delivery('2026-12-08', MAINLAND);
    await farm.pickup('2026-12-08');
    expect((await daysFor('88015-400')).days).toEqual(['2026-11-27', '2026-12-04', '2026-12-08', '2026-12-11', '2026-12-15', '2026-12-18']);

    await setRules({ ...RULES, zones: [{ ...ISLAND, capacityPerDay: 0 }, MAINLAND] });
    expect(await daysFor('88015-400')).toEqual({ anywhere: false, zone: ISLAND_OFFER, days: [] });
  });

  it('asks for a postcode of at most 20 characters, in a sentence', async () => {
    const refused = async (query: Record<string, string>, sentence: string) => {
      const res = await farm.http.get(API_PATHS.deliveryDays).query(query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: sentence, code: 'validation' });
    };
    await refused({}, 'postcode is required: the delivery postcode, such as 88015-400.');
    await refused({ postcode: '  ' }, 'postcode is required: the delivery postcode, such as 88015-400.');
    await refused({ postcode: '8'.repeat(21) }, 'postcode must be at most 20 characters long.');
    await refused({ postcode: '88015\u0000400' }, 'postcode must not contain control characters.');
  });
});
