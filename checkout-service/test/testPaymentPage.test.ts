import { findProductById, formatCents, productPriceCents } from 'contract';
import { checkoutBody, CUSTOMER, OTHER_SITE, postCheckout, serveForSuite, SITE } from './support/fixtures';

describe('the local test-payment page', () => {
  const service = serveForSuite();

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
    expect(page.text).toMatch(/<p class="order-number">Order <strong>TV-[0-9A-HJKMNP-TV-Z]{8}<\/strong><\/p>/);
    const tomato = findProductById(1)!;
    const apple = findProductById(2)!;
    const total = productPriceCents(tomato) * 2 + productPriceCents(apple);
    expect(page.text).toContain(
      `<tr><td>${tomato.title}</td><td class="num">2</td><td class="num">${formatCents(productPriceCents(tomato))}</td><td class="num">${formatCents(productPriceCents(tomato) * 2)}</td></tr>`,
    );
    expect(page.text).toContain(`<td class="num" data-testid="test-payment-total">${formatCents(total)}</td>`);
    expect(page.text).toContain(
      `<form method="post" action="${path}/pay"><button type="submit" class="pay">Pay ${formatCents(total)}</button></form>`,
    );
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

  const fromThePage = { Origin: SITE };
  const orderOf = async (path: string) => (await service.store.orders.findBySession(path.split('/').pop()!))!;

  it('Pay returns the shopper to success_url with the session id and marks the order paid, once', async () => {
    const path = await newPayment({ success_url: `${SITE}/checkout/success?from=test`, customer: CUSTOMER });
    const sessionId = path.split('/').pop();
    const paid = await service.http.post(`${path}/pay`).set(fromThePage);
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`${SITE}/checkout/success?from=test&session_id=${sessionId}`);
    const order = await orderOf(path);
    expect(order.status).toBe('paid');
    expect(order.paidAt).toBeInstanceOf(Date);

    // A second Pay (a double click, Back then Pay) pays nothing more and leads to the same receipt.
    const again = await service.http.post(`${path}/pay`).set(fromThePage);
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe(paid.headers.location);
    expect((await orderOf(path)).paidAt).toEqual(order.paidAt);

    // Once paid, the page shows its state instead of the buttons, and Cancel cannot undo it.
    const page = await service.http.get(path);
    expect(page.text).toContain('This test payment is complete.');
    expect(page.text).not.toContain('<button');
    const cancel = await service.http.post(`${path}/cancel`).set(fromThePage);
    expect(cancel.headers.location).toBe(paid.headers.location);
    expect((await orderOf(path)).status).toBe('paid');
  });

  it('Cancel returns the shopper to cancel_url and cancels the order; Pay afterwards pays nothing', async () => {
    const path = await newPayment();
    const canceled = await service.http.post(`${path}/cancel`).set(fromThePage);
    expect(canceled.status).toBe(303);
    expect(canceled.headers.location).toBe(`${SITE}/checkout/cancel`);
    expect((await orderOf(path)).status).toBe('cancelled');

    // Refused where it was pressed, with the page's own sentence: nothing is taken.
    const pay = await service.http.post(`${path}/pay`).set(fromThePage);
    expect(pay.status).toBe(409);
    expect(pay.text).toContain('This test payment was cancelled. Nothing was charged.');
    expect((await orderOf(path)).status).toBe('cancelled');
    expect((await service.http.get(path)).text).toContain('This test payment was cancelled.');
  });

  it.each([
    ['Sec-Fetch-Site without Origin', { 'Sec-Fetch-Site': 'same-origin' }],
    // What Chromium sends for the page's own form under its no-referrer policy.
    ['Sec-Fetch-Site with the null origin', { 'Sec-Fetch-Site': 'same-origin', Origin: 'null' }],
  ])('accepts Pay from the page itself when the browser sends %s', async (_case, headers) => {
    const path = await newPayment();
    const paid = await service.http.post(`${path}/pay`).set(headers);
    expect(paid.status).toBe(303);
  });

  it.each([
    ['no Origin and no Sec-Fetch-Site', {}],
    ['another site', { Origin: 'https://evil.example' }],
    ['another port of the same host', { Origin: 'http://localhost:3001' }],
    ['a cross-site fetch without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a cross-site form claiming the site as Origin', { 'Sec-Fetch-Site': 'cross-site', Origin: SITE }],
    ['the literal null origin of a sandboxed page', { Origin: 'null' }],
  ])('refuses Pay and Cancel from %s with a 403 and changes nothing', async (_case, headers) => {
    const path = await newPayment();
    for (const action of ['pay', 'cancel']) {
      const res = await service.http.post(`${path}/${action}`).set(headers as Record<string, string>);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'Test payments can only be paid or cancelled from their own page.', code: 'cross_site' });
    }
    expect((await orderOf(path)).status).toBe('pending');
  });

  it('says so for an unknown payment', async () => {
    for (const res of [
      await service.http.get('/api/test-payment/test_nope'),
      await service.http.post('/api/test-payment/test_nope/pay').set(fromThePage),
    ]) {
      expect(res.status).toBe(404);
      expect(res.text).toContain('This test payment is not available');
      expect(res.headers.location).toBeUndefined();
    }
  });
});
