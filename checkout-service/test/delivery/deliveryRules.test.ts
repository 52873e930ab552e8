import { API_PATHS, DeliveryOfferSchema, DeliveryRulesSchema, DeliveryScreenSchema, NO_DELIVERY_RULES } from 'contract';
import { ADMIN_TOKEN_NEEDED } from '../../src/admin/adminToken';
import { CROSS_SITE_CHANGE } from '../../src/staff/sameOrigin';
import { SIGN_IN_FIRST } from '../../src/staff/requireStaff';
import { BACKENDS } from '../support/backends';
import { serveForSuite } from '../support/fixtures';
import { deliveryService, INES, ISLAND, RULES, T0 } from './deliveryService';

/**
 * Setting the delivery rules (docs/product.md#delivery-rules): by script with ADMIN_TOKEN and in the
 * office, each change logged with who made it; and what shoppers may see of them.
 */

describe.each(BACKENDS)('delivery rules set and read on %s', (_name, fresh) => {
  const farm = deliveryService(fresh);

  it('reads no rules before any are set: the shop as it always was', async () => {
    const res = await farm.adminGet();
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(DeliveryRulesSchema.parse(res.body)).toEqual(NO_DELIVERY_RULES);
    const offer = await farm.http.get(API_PATHS.delivery);
    expect(offer.body).toEqual({ minimumOrderCents: 0, zones: [] });
  });

  it('asks for the admin token, as every admin route does', async () => {
    for (const call of [farm.http.get(API_PATHS.adminDelivery), farm.http.put(API_PATHS.adminDelivery).send(RULES)]) {
      const res = await call;
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: ADMIN_TOKEN_NEEDED, code: 'not_signed_in' });
    }
    const wrong = await farm.http.get(API_PATHS.adminDelivery).set('Authorization', 'Bearer not-the-token-0123456789abcdef');
    expect(wrong.status).toBe(401);
  });

  it("stores a script's rules, answers them, and logs the change as the script's", async () => {
    farm.clock.now = T0 + 60_000;
    const put = await farm.adminPut({ ...RULES, zones: [{ ...ISLAND, name: '  Island  ' }, RULES.zones[1]] });
    expect(put.status).toBe(200);
    expect(put.headers['cache-control']).toBe('no-store');
    // The name is stored trimmed, as the schema reads it.
    expect(DeliveryRulesSchema.parse(put.body)).toEqual(RULES);
    expect((await farm.adminGet()).body).toEqual(RULES);

    const screen = DeliveryScreenSchema.parse((await farm.staffGet()).body);
    expect(screen.rules).toEqual(RULES);
    expect(screen.changes[0]).toEqual({ at: new Date(T0 + 60_000).toISOString(), actor: 'script' });
  });

  it("stores the office's rules with the staff member's e-mail, newest change first", async () => {
    farm.clock.now = T0 + 120_000;
    const closed = { ...RULES, closedDays: [...RULES.closedDays, '2026-12-01'] };
    const res = await farm.staffPut(closed);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const screen = DeliveryScreenSchema.parse(res.body);
    expect(screen.rules).toEqual(closed);
    expect(screen.changes.slice(0, 2)).toEqual([
      { at: new Date(T0 + 120_000).toISOString(), actor: INES },
      { at: new Date(T0 + 60_000).toISOString(), actor: 'script' },
    ]);
    expect((await farm.adminGet()).body).toEqual(closed);
  });

  it('lists the last ten changes only', async () => {
    for (let change = 1; change <= 11; change += 1) {
      farm.clock.now = T0 + 600_000 + change * 1000;
      expect((await farm.adminPut({ ...RULES, minimumOrderCents: change })).status).toBe(200);
    }
    const { changes, rules } = DeliveryScreenSchema.parse((await farm.staffGet()).body);
    expect(rules.minimumOrderCents).toBe(11);
    expect(changes).toHaveLength(10);
    expect(changes[0].at).toBe(new Date(T0 + 611_000).toISOString());
    expect(changes[9].at).toBe(new Date(T0 + 602_000).toISOString());
  });

  it('keeps the office screen for signed-in staff, and its changes for the site itself', async () => {
    const anonymous = await farm.http.get(API_PATHS.staffDelivery);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe(SIGN_IN_FIRST);
    const crossSite = await farm.http
      .put(API_PATHS.staffDelivery)
      .set({ Origin: 'https://elsewhere.example', 'Content-Type': 'application/json' })
      .send(JSON.stringify(RULES));
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.error).toBe(CROSS_SITE_CHANGE);
  });

  it("shows shoppers each zone's name, fee and threshold and the minimum, never capacity or postcodes, for a few seconds", async () => {
    expect((await farm.adminPut({ ...RULES, zones: [ISLAND, { ...RULES.zones[1], freeFromCents: undefined }] })).status).toBe(200);
    const res = await farm.http.get(API_PATHS.delivery);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=5');
    expect(DeliveryOfferSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({
      minimumOrderCents: 1500,
      zones: [
        { name: 'Island', feeCents: 800, freeFromCents: 6000 },
        { name: 'Mainland', feeCents: 1200, freeFromCents: null },
      ],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/capacity|cutoff|8801|weekdays/i);
  });
});

describe('the delivery rules without ADMIN_TOKEN', () => {
  const service = serveForSuite();

  it('have no admin route: the office sets them', async () => {
    const res = await service.http.get(API_PATHS.adminDelivery);
    expect(res.status).toBe(404);
  });
});
