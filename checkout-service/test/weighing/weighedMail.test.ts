import { eq } from 'drizzle-orm';
import { API_PATHS, orderPagePath, pathWith } from 'contract';
import { localPayments } from '../../src/store/schema';
import { BACKENDS } from '../support/backends';
import { SITE } from '../support/fixtures';
import { detailOf, heldOrder, lapse, WEIGHER, weighingOffice } from './weighingOffice';

const DAY = 24 * 60 * 60 * 1000;

/**
 * What the shopper hears once the farm weighed their order (docs/decisions/weighed-produce.md):
 * through the outbox, in the weighing's own transaction, each weighed line's estimate, weight and
 * price and the money: charged and released, or, the card's hold having ended, a link to pay.
 */
describe.each(BACKENDS)("the shopper's e-mail once weighed, on %s", (_name, fresh) => {
  const office = weighingOffice(fresh);
  const messageOf = async (orderId: string, kind: string) => {
    const messages = (await office.store.outbox.forOrder(orderId)).filter((message) => message.kind === kind);
    expect(messages).toHaveLength(1);
    return messages[0];
  };

  it('tells each weighed line, estimated and weighed, and the amounts charged and released', async () => {
    const order = await heldOrder(office);
    expect((await office.weigh(order.number, { lines: [{ productId: 1, grams: 2260 }] })).status).toBe(200);

    const message = await messageOf(order.id, 'order_weighed');

    expect(message.to).toBe('"Ana Souza" <ana@example.com>');
    expect(message.subject).toBe(`Your order ${order.number} is weighed: $18.74 charged`);
    const pageLink = `${SITE}${orderPagePath(order.pageToken)}`;
    expect(message.text).toContain(
      'Hello Ana, we weighed your produce as we packed it and charged the exact amount, $18.74. The rest of the $18.99 held on your card, $0.25, is released.',
    );
    expect(message.text).toContain(
      ['- Heirloom Tomatoes (2): estimated about 2 kg (about $12.60), weighed 2.26 kg: $14.24', 'Charged: $18.74', 'Released: $0.25'].join(
        '\n',
      ),
    );
    expect(message.text).toContain(`See your order any time: ${pageLink}`);
    // The apple, sold by the piece, is no weighed line.
    expect(message.text).not.toContain('Crisp Red Apples');
    for (const part of ['Heirloom Tomatoes (2)', 'about 2 kg, about $12.60', '2.26 kg', '$14.24', 'Charged', '$18.74', 'Released', '$0.25'])
      expect(message.html).toContain(part);
    expect(message.html).toContain(`href="${pageLink}"`);
  });

  it('sends a link to pay the exact amount when the hold had ended before the order was weighed', async () => {
    const order = await heldOrder(office);
    await lapse(office.db, order);

    const res = await office.weigh(order.number, { lines: [{ productId: 1, grams: 2260 }] });

    expect(res.status).toBe(200);
    const { order: weighed, events } = detailOf(res.body);
    expect(weighed.payment).toMatchObject({ state: 'pay_link_sent', chargedCents: 1874 });
    expect(weighed.lines[0].weighing).toEqual({ estimatedGrams: 1000, actualGrams: 2260, chargedCents: 1424 });
    expect(events.at(-1)?.note).toBe(
      `Weighed by ${WEIGHER}: $18.74 to pay. The card hold had ended, so the shopper was e-mailed a link to pay it.`,
    );
    // Nothing was asked of the ended hold.
    expect((await office.store.localPayments.byOrder(order.id, 'order'))?.state).toBe('held');
    const message = await messageOf(order.id, 'pay_link');
    const payLink = `${SITE}${pathWith(API_PATHS.orderBalancePayment, { token: order.pageToken })}`;
    expect(message.subject).toBe(`Your order ${order.number} is weighed: please pay $18.74`);
    expect(message.text).toContain(`Pay the exact amount: ${payLink}`);
    expect(message.text).toContain('To pay: $18.74');
    expect(message.html).toContain(`href="${payLink}"`);
    expect((await office.store.outbox.forOrder(order.id)).map((m) => m.kind)).not.toContain('order_weighed');
  });

  it('sends the pay link when the provider answers that the hold ended', async () => {
    const order = await heldOrder(office);
    // The test card's hold was placed eight days ago: it lasts seven.
    await office.db
      .update(localPayments)
      .set({ settledAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(localPayments.orderId, order.id));

    const res = await office.weigh(order.number, { lines: [{ productId: 1, grams: 1700 }] });

    expect(res.status).toBe(200);
    expect(detailOf(res.body).order.payment).toMatchObject({ state: 'pay_link_sent', chargedCents: 1521 });
    expect((await messageOf(order.id, 'pay_link')).text).toContain('To pay: $15.21');
    // The same weights again answer the order as it is, and send nothing more.
    expect((await office.weigh(order.number, { lines: [{ productId: 1, grams: 1700 }] })).status).toBe(200);
    await messageOf(order.id, 'pay_link');
  });
});
