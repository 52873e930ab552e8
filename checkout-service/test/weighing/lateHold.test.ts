import { createFulfil } from '../../src/orders/fulfil';
import { LocalPaymentProvider } from '../../src/payments/local/localProvider';
import { BACKENDS } from '../support/backends';
import { FARM_EMAIL, testMail } from '../support/fixtures';
import { openOfficeStore, placeOrder, type OfficeStore } from '../support/officeOrders';
import { APPLES, TOMATOES } from './weighingOffice';

/**
 * A card hold placed for an order the farm had already cancelled (docs/product.md#late-payments,
 * docs/decisions/weighed-produce.md): nothing was taken, so nothing is refunded; the hold is
 * released at once, recorded once, and the shopper and the farm are told it was released.
 */
describe.each(BACKENDS)('a late card hold on %s', (_name, fresh) => {
  let backend: Awaited<ReturnType<typeof fresh>>;
  let store: OfficeStore;

  beforeAll(async () => {
    backend = await fresh();
    ({ store } = await openOfficeStore(backend.location));
  });
  afterAll(async () => {
    await store.close();
    await backend.cleanup();
  });

  it('is released, not refunded, once, and the e-mails say nothing was charged', async () => {
    const order = await placeOrder(store, { lines: [TOMATOES(2), APPLES(1)] });
    expect(order.payment).toMatchObject({ state: 'held', heldCents: 1899 });
    await store.orders.changeStatus(
      { orderId: order.id, from: 'pending', to: 'cancelled', actor: 'ines@farm.example', note: null },
      testMail('cancelled'),
    );
    // The shopper's Pay on a page the cancel did not close places the hold.
    await store.localPayments.settle(order.providerSessionId!, 'paid', new Date(0));
    const fulfil = createFulfil(store.orders, new LocalPaymentProvider(store.localPayments), testMail);
    await fulfil(order.providerSessionId!);
    await fulfil(order.providerSessionId!);

    const now = (await store.orders.findById(order.id))!;
    expect(now).toMatchObject({ status: 'cancelled', lateRefundId: 'hold released' });
    expect(now.payment).toMatchObject({ state: 'released', chargedCents: null });
    expect((await store.localPayments.byOrder(order.id, 'order'))?.state).toBe('released');
    const notes = (await store.orders.events(order.id)).map((event) => event.note).filter((note) => note?.includes('after the order'));
    expect(notes).toEqual([
      'A hold of $18.99 was placed on the card after the order was cancelled; it was released at once, nothing charged.',
    ]);
    const messages = await store.outbox.forOrder(order.id);
    const shopper = messages.find(({ kind }) => kind === 'late_payment_refunded')!;
    expect(shopper.subject).toBe(`The hold on your card for order ${order.number} is released`);
    const farm = messages.find(({ kind }) => kind === 'late_payment_refunded_farm')!;
    expect(farm.to).toContain(FARM_EMAIL);
    expect(farm.text).toContain('a card hold of $18.99');
    expect(farm.text).toContain('It was released at once');
  });
});
