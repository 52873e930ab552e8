import {
  API_PATHS,
  AvailabilitySchema,
  DEFAULT_HOLD_BUFFER_PERCENT,
  MAX_ESTIMATED_GRAMS,
  pathWith,
  ProductSaleSchema,
  StockListSchema,
} from 'contract';
import { ADMIN_TOKEN_NEEDED } from '../../src/admin/adminToken';
import { ConfigError, loadConfig } from '../../src/config/config';
import { SIGN_IN_FIRST } from '../../src/staff/requireStaff';
import { BACKENDS } from '../support/backends';
import { testConfig } from '../support/fixtures';
import { signedInOffice } from '../support/signedInOffice';

/**
 * Which products are weighed (docs/product.md#sold-by-weight): the farm's choice, by script with
 * ADMIN_TOKEN or from the office's Products screen, kept with the product's stock settings and
 * told to the shop with its availability. On both back ends.
 */

const ADMIN_TOKEN = 'weighing-admin-token-0123456789abcdef';
const TOMATOES = 1;
const fromTheSite = { 'Sec-Fetch-Site': 'same-origin' };
const adminPath = (productId: string | number) => pathWith(API_PATHS.adminProduct, { productId: String(productId) });
const staffPath = (productId: string | number) => pathWith(API_PATHS.staffProduct, { productId: String(productId) });

describe.each(BACKENDS)('selling a product by weight, on %s', (_name, fresh) => {
  const office = signedInOffice(fresh, testConfig({ adminToken: ADMIN_TOKEN, holdBufferPercent: 20 }));
  const admin = (productId: string | number, body: object, token = ADMIN_TOKEN) =>
    office.service.http.put(adminPath(productId)).set('Authorization', `Bearer ${token}`).send(body);
  const availability = async () => AvailabilitySchema.parse((await office.service.http.get(API_PATHS.availability)).body);

  it('is set by script with the admin token, answered with the product as it now sells, and sold by the piece again with null', async () => {
    await office.store.stock.set(TOMATOES, { onHand: 12 });
    const weighed = await admin(TOMATOES, { soldByWeight: { estimatedGrams: 1000 } });
    expect(weighed.status).toBe(200);
    expect(weighed.headers['cache-control']).toBe('no-store');
    expect(ProductSaleSchema.parse(weighed.body)).toEqual({
      productId: TOMATOES,
      title: 'Heirloom Tomatoes',
      soldByWeight: { estimatedGrams: 1000 },
    });
    // The shop is told, with the hold's buffer; the product's stock is as it was.
    const told = await availability();
    expect(told.holdBufferPercent).toBe(20);
    expect(told.products.find((line) => line.productId === TOMATOES)).toEqual({
      productId: TOMATOES,
      left: 12,
      soldByWeight: { estimatedGrams: 1000 },
    });
    expect(told.products.find((line) => line.productId === 2)).toEqual({ productId: 2, left: null, soldByWeight: null });

    const byThePiece = await admin(TOMATOES, { soldByWeight: null });
    expect(byThePiece.body).toEqual({ productId: TOMATOES, title: 'Heirloom Tomatoes', soldByWeight: null });
    expect((await availability()).products.find((line) => line.productId === TOMATOES)).toEqual({
      productId: TOMATOES,
      left: 12,
      soldByWeight: null,
    });
  });

  it('is set for a product the farm never counted, which stays not counted', async () => {
    expect((await admin(4, { soldByWeight: { estimatedGrams: 2500 } })).status).toBe(200);
    expect((await availability()).products.find((line) => line.productId === 4)).toEqual({
      productId: 4,
      left: null,
      soldByWeight: { estimatedGrams: 2500 },
    });
  });

  it.each([
    [{}, 'The request body must be a JSON object with soldByWeight'],
    [{ soldByWeight: 1000 }, 'The request body must be a JSON object with soldByWeight'],
    [{ soldByWeight: null, price: 3 }, 'price is not a field here; the one field is soldByWeight.'],
    [{ soldByWeight: { estimatedGrams: 0 } }, `a whole number from 1 to ${MAX_ESTIMATED_GRAMS}.`],
    [{ soldByWeight: { estimatedGrams: 999.5 } }, `a whole number from 1 to ${MAX_ESTIMATED_GRAMS}.`],
    [{ soldByWeight: { estimatedGrams: MAX_ESTIMATED_GRAMS + 1 } }, `a whole number from 1 to ${MAX_ESTIMATED_GRAMS}.`],
    [{ soldByWeight: {} }, `a whole number from 1 to ${MAX_ESTIMATED_GRAMS}.`],
  ])('refuses %j with a sentence (400) and changes nothing', async (body, sentence) => {
    const res = await admin(2, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(sentence);
    expect((await availability()).products.find((line) => line.productId === 2)!.soldByWeight).toBeNull();
  });

  it('answers 404 with a sentence for a product not in the catalogue', async () => {
    for (const productId of ['999', 'abc']) {
      const res = await admin(productId, { soldByWeight: null });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(`There is no product ${productId} in the catalogue.`);
    }
  });

  it('refuses a request without the admin token, or with a wrong one', async () => {
    const none = await office.service.http.put(adminPath(TOMATOES)).send({ soldByWeight: { estimatedGrams: 500 } });
    expect(none.status).toBe(401);
    expect(none.body.error).toBe(ADMIN_TOKEN_NEEDED);
    expect((await admin(TOMATOES, { soldByWeight: { estimatedGrams: 500 } }, 'not-the-token-0123456789abcdef')).status).toBe(401);
    expect((await availability()).products.find((line) => line.productId === TOMATOES)!.soldByWeight).not.toEqual({ estimatedGrams: 500 });
  });

  it("is set from the office's Products screen by a signed-in staff member, from the site only, and listed there", async () => {
    const unsigned = await office.service.http
      .put(staffPath(3))
      .set(fromTheSite)
      .send({ soldByWeight: { estimatedGrams: 400 } });
    expect(unsigned.body).toEqual({ error: SIGN_IN_FIRST, code: 'not_signed_in' });
    const crossSite = await office.service.http
      .put(staffPath(3))
      .set('Cookie', office.cookie)
      .set('Origin', 'https://evil.example')
      .send({ soldByWeight: { estimatedGrams: 400 } });
    expect(crossSite.status).toBe(403);

    const set = await office.service.http
      .put(staffPath(3))
      .set('Cookie', office.cookie)
      .set(fromTheSite)
      .send({ soldByWeight: { estimatedGrams: 400 } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ productId: 3, title: 'Rainbow Carrots', soldByWeight: { estimatedGrams: 400 } });
    const list = StockListSchema.parse((await office.service.http.get(API_PATHS.staffStock).set('Cookie', office.cookie)).body);
    expect(list.products.find((line) => line.productId === 3)).toMatchObject({ soldByWeight: { estimatedGrams: 400 }, onHand: null });

    const refused = await office.service.http
      .put(staffPath(3))
      .set('Cookie', office.cookie)
      .set(fromTheSite)
      .send({ soldByWeight: { estimatedGrams: -1 } });
    expect(refused.status).toBe(400);
    const missing = await office.service.http
      .put(staffPath(404))
      .set('Cookie', office.cookie)
      .set(fromTheSite)
      .send({ soldByWeight: null });
    expect(missing).toMatchObject({ status: 404, body: { error: 'There is no product 404 in the catalogue.' } });
  });
});

describe('WEIGHED_HOLD_BUFFER_PERCENT', () => {
  const LOCAL = { PAYMENT_PROVIDER: 'local' };

  it(`is ${DEFAULT_HOLD_BUFFER_PERCENT} % unless set, and takes a whole number from 0 to 100`, () => {
    expect(loadConfig(LOCAL).holdBufferPercent).toBe(DEFAULT_HOLD_BUFFER_PERCENT);
    expect(loadConfig({ ...LOCAL, WEIGHED_HOLD_BUFFER_PERCENT: '0' }).holdBufferPercent).toBe(0);
    expect(loadConfig({ ...LOCAL, WEIGHED_HOLD_BUFFER_PERCENT: ' 100 ' }).holdBufferPercent).toBe(100);
  });

  it.each(['101', '-5', '12.5', 'ten'])('refuses %j with a sentence, as the other settings are refused', (value) => {
    expect(() => loadConfig({ ...LOCAL, WEIGHED_HOLD_BUFFER_PERCENT: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...LOCAL, WEIGHED_HOLD_BUFFER_PERCENT: value })).toThrow(
      `WEIGHED_HOLD_BUFFER_PERCENT must be a whole number from 0 to 100 (got "${value}").`,
    );
  });
});
