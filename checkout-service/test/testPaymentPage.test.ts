import { findProductById, formatCents, productPriceCents } from 'shared';
import { checkoutBody, OTHER_SITE, postCheckout, serve, SITE } from './support/fixtures';

describe('the local test-payment page', () => {
  const service = serve();
  afterAll(() => service.close());

  async function newPayment(overrides: Record<string, unknown> = {}) {
    const res = await postCheckout(service.http, checkoutBody(overrides));
    return new URL(res.body.url).pathname;
  }

  it('is plainly a test payment, shows the lines and total as priced, and has Pay and Cancel', async () => {
    const path = await newPayment();
    const page = await service.http.get(path);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('TEST PAYMENT');
    expect(page.text).toContain('<title>Test payment | Terra Verde</title>');
    const tomato = findProductById(1)!;
    const apple = findProductById(2)!;
    const total = productPriceCents(tomato) * 2 + productPriceCents(apple);
    expect(page.text).toContain(`<tr><td>${tomato.title}</td><td class="num">2</td><td class="num">${formatCents(productPriceCents(tomato))}</td><td class="num">${formatCents(productPriceCents(tomato) * 2)}</td></tr>`);
    expect(page.text).toContain(`<td class="num" data-testid="test-payment-total">${formatCents(total)}</td>`);
    expect(page.text).toContain(`<form method="post" action="${path}/pay"><button type="submit" class="pay">Pay ${formatCents(total)}</button></form>`);
    expect(page.text).toContain(`<form method="post" action="${path}/cancel"><button type="submit" class="cancel">Cancel</button></form>`);
  });

  it('loads nothing from elsewhere and cannot be framed', async () => {
    const page = await service.http.get(await newPayment());
    expect(page.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${SITE} ${OTHER_SITE}; frame-ancestors 'none'; base-uri 'none'`,
    );
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).not.toMatch(/<(script|link|img)\b/);
  });

  it('Pay returns the shopper to success_url and Cancel to cancel_url', async () => {
    const path = await newPayment({ success_url: `${SITE}/checkout/success?from=test`, cancel_url: `${SITE}/checkout/cancel` });
    const paid = await service.http.post(`${path}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`${SITE}/checkout/success?from=test`);
    const canceled = await service.http.post(`${path}/cancel`);
    expect(canceled.status).toBe(303);
    expect(canceled.headers.location).toBe(`${SITE}/checkout/cancel`);
  });

  it('says so for an unknown or expired payment', async () => {
    for (const res of [await service.http.get('/api/test-payment/test_nope'), await service.http.post('/api/test-payment/test_nope/pay')]) {
      expect(res.status).toBe(404);
      expect(res.text).toContain('This test payment is not available');
      expect(res.headers.location).toBeUndefined();
    }
  });
});
