import { API_PATHS, formatCents, WEIGHING_SENTENCES } from 'contract';
import { LOCAL_ABOVE_HOLD, LOCAL_HOLD_CAPTURED, LOCAL_NO_HOLD } from '../../src/payments/local/localHolds';
import { LocalPaymentProvider } from '../../src/payments/local/localProvider';
import { BACKENDS } from '../support/backends';
import { checkoutBody, CUSTOMER, postCheckout, SITE } from '../support/fixtures';
import { serviceOnBackend } from '../support/serviceOnBackend';

/**
 * The local provider's card holds, as Stripe's behave (docs/decisions/weighed-produce.md): a hold
 * placed by Pay is captured for at most its amount, once; released whole; lapsed once its 7 days
 * ended; and a pay link is a second session of the order, for the exact amount, charged at once.
 * On both back ends.
 */

const TOMATOES = 1;
const DAY = 24 * 60 * 60_000;
const fromThePage = { Origin: SITE };

describe.each(BACKENDS)('local card holds, on %s', (_name, fresh) => {
  const env = serviceOnBackend(fresh);
  const providerAt = (now = Date.now()) => new LocalPaymentProvider(env.store.localPayments, () => now);

  /** A checkout of two weighed tomatoes and an apple, its hold placed on the test page. */
  async function heldOrder() {
    await env.store.stock.setSoldByWeight(TOMATOES, { estimatedGrams: 1000 });
    const res = await postCheckout(env.service.http, checkoutBody({ customer: CUSTOMER }));
    expect((await env.service.http.post(`${new URL(res.body.url).pathname}/pay`).set(fromThePage)).status).toBe(303);
    const order = (await env.store.orders.findBySession(res.body.id))!;
    expect(order.payment.state).toBe('held');
    return { order, sessionId: res.body.id as string };
  }
  const paymentOf = async (sessionId: string) => (await env.store.localPayments.find(sessionId))!;

  it('captures the exact amount once: asking again, even for another amount, gives the first capture', async () => {
    const { order, sessionId } = await heldOrder();
    expect(await providerAt().capture(order, 1800)).toBe('captured');
    expect(await paymentOf(sessionId)).toMatchObject({ state: 'captured', capturedCents: 1800 });
    expect(await providerAt().capture(order, 1800)).toBe('captured');
    expect(await providerAt().capture(order, 1700)).toBe('captured');
    expect(await paymentOf(sessionId)).toMatchObject({ state: 'captured', capturedCents: 1800 });
    // Captured, it is refunded like any paid test payment; it can no longer be released.
    await expect(providerAt().refund(order)).resolves.toMatchObject({ id: expect.stringMatching(/^test_refund_/) });
    await expect(providerAt().releaseHold(order)).rejects.toMatchObject({ status: 502, message: LOCAL_HOLD_CAPTURED });
  });

  it('refuses to capture more than the hold, and leaves it held', async () => {
    const { order, sessionId } = await heldOrder();
    await expect(providerAt().capture(order, order.payment.heldCents! + 1)).rejects.toMatchObject({
      status: 502,
      message: LOCAL_ABOVE_HOLD,
    });
    expect((await paymentOf(sessionId)).state).toBe('held');
    expect(await providerAt().capture(order, order.payment.heldCents!)).toBe('captured');
  });

  it('releases a hold whole, once; a released hold is not captured', async () => {
    const { order, sessionId } = await heldOrder();
    await providerAt().releaseHold(order);
    await providerAt().releaseHold(order);
    expect(await paymentOf(sessionId)).toMatchObject({ state: 'released', capturedCents: null });
    expect(await providerAt().capture(order, 1000)).toBe('lapsed');
    // A released hold is no payment to keep: nothing for a late-payment refund to give back.
    expect((await providerAt().retrieveSession(sessionId))!.outcome).toBe('cancelled');
  });

  it('answers lapsed, taking nothing, once the hold is 7 days old', async () => {
    const { order, sessionId } = await heldOrder();
    expect(await providerAt(Date.now() + 7 * DAY + 60_000).capture(order, 1000)).toBe('lapsed');
    expect((await paymentOf(sessionId)).state).toBe('held');
  });

  it('has no hold to capture or release for an order charged at once', async () => {
    const res = await postCheckout(env.service.http, checkoutBody({ customer: CUSTOMER }));
    await env.service.http.post(`${new URL(res.body.url).pathname}/pay`).set(fromThePage);
    const order = (await env.store.orders.findBySession(res.body.id))!;
    await expect(providerAt().capture(order, 100)).rejects.toMatchObject({ status: 502, message: LOCAL_NO_HOLD });
    await expect(providerAt().releaseHold(order)).rejects.toMatchObject({ status: 502, message: LOCAL_NO_HOLD });
  });

  it('opens a pay link: a second session of the order, for the exact amount, charged at once, and still open an hour later', async () => {
    const { order, sessionId } = await heldOrder();
    const request = { order, amountCents: 2350, successUrl: `${SITE}/orders/paid`, cancelUrl: `${SITE}/orders/cancel`, siteOrigin: SITE };
    const session = await providerAt().createBalanceSession(request);
    expect(session.id).not.toBe(sessionId);
    expect(session.url).toBe(`${SITE}${API_PATHS.testPayment}/${session.id}`);
    expect(await providerAt().createBalanceSession(request)).toEqual(session);
    expect(await paymentOf(session.id)).toMatchObject({ purpose: 'balance', amountCents: 2350, hold: false, state: 'open' });
    expect((await providerAt(Date.now() + 60 * 60_000).find(session.id))!.outcome).toBe('pending');

    const path = new URL(session.url).pathname;
    const page = await env.service.http.get(path);
    expect(page.text).toContain(
      `<tr><td>Order ${order.number}, weighed</td><td class="num">1</td><td class="num">$23.50</td><td class="num">$23.50</td></tr>`,
    );
    expect(page.text).not.toContain(WEIGHING_SENTENCES.allowanceLine);
    expect(page.text).not.toContain('places a hold');
    expect(page.text).toContain(`<button type="submit" class="pay">Pay ${formatCents(2350)}</button>`);
    expect(page.text).toContain('Choose Pay to complete the order');
    expect((await env.service.http.post(`${path}/pay`).set(fromThePage)).headers.location).toBe(
      `${SITE}/orders/paid?session_id=${session.id}`,
    );
    expect((await paymentOf(session.id)).state).toBe('paid');
    expect((await providerAt().retrieveSession(session.id))!.outcome).toBe('paid');
  });
});
