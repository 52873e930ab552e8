import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BRAND } from 'contract';
import type { StoredOrder } from '../domain';
import { mailbox, oneLine } from './headers';
import { officeOrderLink, orderPageLink } from './links';
import { formatMoney } from './money';
import { StatusNews } from './templates/Messages';
import type { ComposedMessage, ComposerSettings } from './compose';

/**
 * The two messages of a payment that arrived after its order was cancelled or expired and was
 * refunded at once (docs/product.md#late-payments): the shopper learns that nothing is kept and no
 * produce comes; the farm learns why a refund appears that nobody asked for.
 */
export function latePaymentMessages(order: StoredOrder, { site, farmEmail }: ComposerSettings): ComposedMessage[] {
  // A card hold (weighed produce, docs/decisions/weighed-produce.md) took nothing: it was released, not refunded.
  const hold = order.payment.state === 'released';
  const amount = formatMoney(hold ? (order.payment.heldCents ?? 0) : order.totalCents, order.currency);
  const name = [order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ') || null;
  const messages: ComposedMessage[] = [];
  if (order.customer.email) {
    const subject = oneLine(
      hold ? `The hold on your card for order ${order.number} is released` : `Your payment for order ${order.number} is refunded`,
    );
    const sentence = hold
      ? `the hold of ${amount} on your card arrived after order ${order.number} had been closed, so we released it at once; nothing was charged. Nothing will be delivered for this order; you are welcome to order again.`
      : `your payment of ${amount} arrived after order ${order.number} had been closed, so we refunded it at once. The money is on its way back to the card you paid with and may take a few days to appear. Nothing will be delivered for this order; you are welcome to order again.`;
    const link = orderPageLink(site, order.pageToken);
    messages.push({
      kind: 'late_payment_refunded',
      to: mailbox(name, order.customer.email),
      subject,
      html: `<!DOCTYPE html>${renderToStaticMarkup(createElement(StatusNews, { order, title: subject, link, sentence }))}`,
      text: [
        subject,
        '',
        `${order.customer.firstName ? `Hello ${order.customer.firstName},` : 'Hello,'} ${sentence}`,
        '',
        `See your order any time: ${link}`,
        '',
        `${BRAND.name} · ${BRAND.phone.label} · ${BRAND.email.label}`,
      ].join('\n'),
    });
  }
  const subject = oneLine(`Late payment refunded: order ${order.number}`);
  const officeLink = officeOrderLink(site, order.number);
  const sentence = `${hold ? 'a card hold' : 'a payment'} of ${amount} for order ${order.number} arrived after the order had been closed. It was ${hold ? 'released' : 'refunded'} at once${order.customer.email ? ' and the shopper was told' : ''}; nothing is to be packed.`;
  messages.push({
    kind: 'late_payment_refunded_farm',
    to: mailbox(null, farmEmail),
    subject,
    html: `<!DOCTYPE html>${renderToStaticMarkup(
      createElement(StatusNews, {
        order: { ...order, customer: { ...order.customer, firstName: null } },
        title: subject,
        link: null,
        sentence: `${sentence} Open it in the office: ${officeLink}`,
      }),
    )}`,
    text: [subject, '', `Hello, ${sentence}`, '', `Open it in the office: ${officeLink}`].join('\n'),
  });
  return messages;
}
