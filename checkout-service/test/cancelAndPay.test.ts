import { createMailComposer } from '../src/mail/compose';
import { createFulfil } from '../src/orders/fulfil';
import { createWorkflow, paidBeforeCancel, refusedChange } from '../src/orders/workflow';
import { LocalPaymentProvider } from '../src/payments/local/localProvider';
import { TEST_PAYMENT_CLOSED } from '../src/payments/local/renderTestPaymentPage';
import { BACKENDS } from './support/backends';
import { checkoutBody, CUSTOMER, postCheckout, SITE } from './support/fixtures';
import { serviceOnBackend } from './support/serviceOnBackend';

/**
 * A cancelled order can never be paid (docs/product.md#late-payments): the staff's cancel closes the
 * payment page first, so of a cancel and a Pay racing, exactly one wins. Either the order is
 * cancelled, its Pay refused with a sentence and its stock for sale again; or it is paid, the cancel
 * refused, and its stock sold. A payment that still arrives for a closed order is refunded at once,
 * recorded, and told to the shopper and the farm.
 */

const TOMATOES = 1;
const STAFF = 'ines@terraverde.example';
const FARM = 'farm@terraverde.example';
const fromThePage = { 'Sec-Fetch-Site': 'same-origin' };

describe.each(BACKENDS)('a cancel and a Pay on %s', (_name, fresh) => {
  const env = serviceOnBackend(fresh);
  const mail = createMailComposer({ site: SITE, farmEmail: FARM });
  beforeEach(() => env.store.stock.set(TOMATOES, { onHand: 5 }));

  const provider = () => new LocalPaymentProvider(env.store.localPayments);
  const workflow = () => createWorkflow(env.store.orders, provider(), mail);
  const forSale = async () => (await env.store.stock.availability()).find((line) => line.productId === TOMATOES)!.left;

  /** A checkout of 2 tomatoes on the test-payment page: its order and the page's path. */
  async function checkout() {
    const res = await postCheckout(env.service.http, checkoutBody({ items: [{ id: TOMATOES, quantity: 2 }], customer: CUSTOMER }));
    expect(res.status).toBe(200);
    const order = (await env.store.orders.findBySession(res.body.id))!;
    return { order, page: new URL(res.body.url).pathname };
  }

  const cancel = (number: string) =>
    workflow()
      .moveTo(number, 'cancelled', STAFF, 'customer phoned')
      .then(
        () => 'cancelled' as const,
        (error: Error) => error.message,
      );
  const pay = (page: string) => env.service.http.post(`${page}/pay`).set(fromThePage);

  it('cancel first: the Pay that follows is refused with a sentence, nothing is paid and the units are for sale again', async () => {
    const { order, page } = await checkout();
    expect(await forSale()).toBe(3);
    expect(await cancel(order.number)).toBe('cancelled');
    const paying = await pay(page);
    expect(paying.status).toBe(409);
    expect(paying.text).toContain(TEST_PAYMENT_CLOSED);
    const now = (await env.store.orders.findById(order.id))!;
    expect(now.status).toBe('cancelled');
    expect(now.lateRefundId).toBeNull();
    expect((await env.store.localPayments.find(order.providerSessionId!))!.state).toBe('expired');
    expect(await forSale()).toBe(5);
  });

  it('Pay first: the cancel is refused with a sentence, the order stays paid and its units stay sold', async () => {
    const { order, page } = await checkout();
    expect((await pay(page)).status).toBe(303);
    expect(await cancel(order.number)).toBe(refusedChange(order.number, 'paid', 'cancelled'));
    expect((await env.store.orders.findById(order.id))!.status).toBe('paid');
    expect(await forSale()).toBe(3);
    expect((await env.store.stock.list()).find((line) => line.productId === TOMATOES)).toMatchObject({ onHand: 3, held: 0 });
  });

  it('at the same moment, ten times: always exactly one wins, and the money and the stock agree with it', async () => {
    for (let round = 0; round < 10; round++) {
      await env.store.stock.set(TOMATOES, { onHand: 5 });
      const { order, page } = await checkout();
      // Alternate which is sent first, so both orders of arrival are raced.
      const [cancelled, paying] =
        round % 2 === 0
          ? await Promise.all([cancel(order.number), pay(page)])
          : await Promise.all([pay(page), cancel(order.number)]).then(([p, c]) => [c, p] as const);
      const now = (await env.store.orders.findById(order.id))!;
      const payment = (await env.store.localPayments.find(order.providerSessionId!))!;
      if (now.status === 'cancelled') {
        expect(cancelled).toBe('cancelled');
        expect(paying.status).toBe(409);
        expect(payment.state).toBe('expired');
        expect(await forSale()).toBe(5);
      } else {
        expect(now.status).toBe('paid');
        // Paid before the cancel read the order, or while it was closing the page.
        expect([refusedChange(order.number, 'paid', 'cancelled'), paidBeforeCancel(order.number)]).toContain(cancelled);
        expect(paying.status).toBe(303);
        expect(payment.state).toBe('paid');
        expect(await forSale()).toBe(3);
      }
      expect(now.lateRefundId).toBeNull();
    }
  });

  it('refunds at once a payment that arrives for an order already cancelled, records it once and tells the shopper and the farm', async () => {
    const { order } = await checkout();
    // A cancel made without closing the page (as before this fix), then the shopper pays on it.
    await env.store.orders.changeStatus(
      { orderId: order.id, from: 'pending', to: 'cancelled', actor: STAFF, note: null },
      mail('cancelled'),
    );
    await env.store.localPayments.settle(order.providerSessionId!, 'paid', new Date(0));
    const fulfil = createFulfil(env.store.orders, provider(), mail);
    const first = await fulfil(order.providerSessionId!);
    await fulfil(order.providerSessionId!);
    const now = (await env.store.orders.findById(order.id))!;
    expect(first.order!.lateRefundId).toMatch(/^test_refund_/);
    expect(now).toMatchObject({ status: 'cancelled', lateRefundId: first.order!.lateRefundId });
    const notes = (await env.store.orders.events(order.id)).filter((event) =>
      event.note?.includes('arrived after the order was cancelled'),
    );
    expect(notes).toEqual([
      expect.objectContaining({
        from: 'cancelled',
        to: 'cancelled',
        actor: 'system',
        note: `A payment of $12.60 arrived after the order was cancelled; it was refunded at once (${now.lateRefundId}).`,
      }),
    ]);
    const messages = await env.store.outbox.forOrder(order.id);
    const late = messages.filter(({ kind }) => kind.startsWith('late_payment'));
    expect(late.map(({ kind }) => kind)).toEqual(['late_payment_refunded', 'late_payment_refunded_farm']);
    expect(late[0].to).toContain(CUSTOMER.email);
    expect(late[1].to).toContain(FARM);
    expect(messages.find((message) => message.kind === 'late_payment_refunded')!.text).toContain('we refunded it at once');
    expect(await forSale()).toBe(5);
  });
});
