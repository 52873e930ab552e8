import { findProductById, formatCents, holdCents, productPriceCents, WEIGHING_SENTENCES } from 'contract';
import { BACKENDS } from '../support/backends';
import { checkoutBody, CUSTOMER, postCheckout, serveForSuite, SITE, testConfig } from '../support/fixtures';
import { serviceOnBackend } from '../support/serviceOnBackend';

/**
 * A checkout with produce sold by weight, through the local test payments
 * (docs/decisions/weighed-produce.md): the order copies each weighed line's estimated grams, is
 * held for the estimate and the buffer, and its test page places a hold rather than charging;
 * Pay makes it paid with its card held for 7 days. A checkout without a weighed line is as before.
 * On both back ends.
 */

const TOMATOES = 1;
const tomato = findProductById(TOMATOES)!;
const apple = findProductById(2)!;
/** checkoutBody's cart: two tomatoes and one apple. */
const TOTAL = productPriceCents(tomato) * 2 + productPriceCents(apple);
const WEIGHED = productPriceCents(tomato) * 2;
const DAY = 24 * 60 * 60_000;
const fromThePage = { Origin: SITE };

describe.each(BACKENDS)('a checkout with weighed produce, on %s', (_name, fresh) => {
  const env = serviceOnBackend(fresh);

  /** Starts a checkout of checkoutBody's cart; answers the test page's path and the stored order. */
  async function checkout() {
    const res = await postCheckout(env.service.http, checkoutBody({ customer: CUSTOMER }));
    expect(res.status).toBe(200);
    const order = (await env.store.orders.findBySession(res.body.id))!;
    return { path: new URL(res.body.url).pathname, order, sessionId: res.body.id as string };
  }

  it("stores the weighed line's estimated grams and the hold: the estimate plus 15 % of the weighed lines, rounded up", async () => {
    await env.store.stock.setSoldByWeight(TOMATOES, { estimatedGrams: 1000 });
    const { order } = await checkout();
    const heldCents = holdCents(TOTAL, WEIGHED, 15);
    expect(heldCents).toBe(TOTAL + 189);
    expect(order.status).toBe('pending');
    expect(order.totalCents).toBe(TOTAL);
    expect(order.payment).toEqual({ state: 'held', estimateCents: TOTAL, heldCents, chargedCents: null, holdEndsAt: null });
    expect(order.lines.map(({ productId, lineTotalCents, weighing }) => ({ productId, lineTotalCents, weighing }))).toEqual([
      { productId: TOMATOES, lineTotalCents: WEIGHED, weighing: { estimatedGrams: 1000, actualGrams: null, chargedCents: null } },
      { productId: 2, lineTotalCents: productPriceCents(apple), weighing: null },
    ]);
    // A later change of the product leaves the order as it was sold.
    await env.store.stock.setSoldByWeight(TOMATOES, { estimatedGrams: 1500 });
    expect((await env.store.orders.findById(order.id))!.lines[0].weighing).toEqual({
      estimatedGrams: 1000,
      actualGrams: null,
      chargedCents: null,
    });
  });

  it('shows a test page that places a hold, with the allowance row; Pay makes the order paid, its card held for 7 days', async () => {
    await env.store.stock.setSoldByWeight(TOMATOES, { estimatedGrams: 1000 });
    const { path, order, sessionId } = await checkout();
    const heldCents = order.payment.heldCents!;
    const page = await env.service.http.get(path);
    expect(page.text).toContain(WEIGHING_SENTENCES.testHold(heldCents));
    expect(page.text).toContain(
      `<tr><td>${WEIGHING_SENTENCES.allowanceLine}</td><td class="num">1</td><td class="num">$1.89</td><td class="num">$1.89</td></tr>`,
    );
    expect(page.text).toContain(`<td class="num" data-testid="test-payment-total">${formatCents(heldCents)}</td>`);
    expect(page.text).toContain(`<button type="submit" class="pay">Hold ${formatCents(heldCents)}</button>`);
    // Its note names the button the page shows.
    expect(page.text).toContain('Choose Hold to complete the order');
    expect(page.text).not.toContain('Choose Pay');

    const paid = await env.service.http.post(`${path}/pay`).set(fromThePage);
    expect(paid.status).toBe(303);
    const after = (await env.store.orders.findById(order.id))!;
    expect(after.status).toBe('paid');
    expect(after.payment).toMatchObject({ state: 'held', heldCents, chargedCents: null });
    expect(Date.parse(after.payment.holdEndsAt!) - after.paidAt!.getTime()).toBe(7 * DAY);
    expect((await env.store.localPayments.find(sessionId))!).toMatchObject({ state: 'held', hold: true, amountCents: heldCents });
  });

  it('leaves a checkout without a weighed line exactly as before: charged at once, Pay $X', async () => {
    const { path, order, sessionId } = await checkout();
    expect(order.payment).toEqual({ state: 'at_once', estimateCents: TOTAL, heldCents: null, chargedCents: null, holdEndsAt: null });
    expect(order.lines.every((line) => line.weighing === null)).toBe(true);
    const page = await env.service.http.get(path);
    expect(page.text).not.toContain('places a hold');
    expect(page.text).toContain(`<button type="submit" class="pay">Pay ${formatCents(TOTAL)}</button>`);
    await env.service.http.post(`${path}/pay`).set(fromThePage);
    const after = (await env.store.orders.findById(order.id))!;
    expect(after.status).toBe('paid');
    expect(after.payment).toEqual({ state: 'at_once', estimateCents: TOTAL, heldCents: null, chargedCents: null, holdEndsAt: null });
    expect((await env.store.localPayments.find(sessionId))!).toMatchObject({ state: 'paid', hold: false, amountCents: TOTAL });
  });
});

describe('a checkout with weighed produce, the hold buffer set to 0 %', () => {
  const service = serveForSuite(testConfig({ holdBufferPercent: 0 }));

  it('holds the estimate itself, and its test page has no allowance row', async () => {
    await service.store.stock.setSoldByWeight(TOMATOES, { estimatedGrams: 1000 });
    const res = await postCheckout(service.http, checkoutBody({ customer: CUSTOMER }));
    const order = (await service.store.orders.findBySession(res.body.id))!;
    expect(order.payment).toMatchObject({ state: 'held', heldCents: TOTAL });
    const page = await service.http.get(new URL(res.body.url).pathname);
    expect(page.text).not.toContain(WEIGHING_SENTENCES.allowanceLine);
    expect(page.text).toContain(`<button type="submit" class="pay">Hold ${formatCents(TOTAL)}</button>`);
  });
});
