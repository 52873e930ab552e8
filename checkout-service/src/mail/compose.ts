import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BRAND, FARM_PICKUP, formatPickupDay, type OrderStatus } from 'contract';
import type { StoredOrder } from '../domain';
import { mailbox, oneLine } from './headers';
import { officeOrderLink, orderPageLink } from './links';
import { NOTES_HEADING, noteLines, quoteLine } from './shopperWords';
import { formatMoney } from './money';
import { deliveryCharge, fulfilmentLines } from './templates/OrderSummary';
import { PaidForFarm, PaidForShopper, StatusNews } from './templates/Messages';
import { latePaymentMessages } from './latePaymentMessages';
import { weighingMessages } from './weighingMessages';

type MailKind =
  | 'order_paid'
  | 'order_paid_farm'
  | 'out_for_delivery'
  | 'ready_for_pickup'
  | 'refunded'
  | 'cancelled'
  | 'late_payment_refunded'
  | 'late_payment_refunded_farm'
  // Produce sold by weight (src/mail/weighingMessages.ts): the exact amount charged, or a link to pay it.
  | 'order_weighed'
  | 'pay_link'
  // The visitors' forms (src/visitors/): the farm's notice and the visitor's acknowledgement, and the newsletter's confirmation.
  | 'contact_farm'
  | 'contact_ack'
  | 'box_request_farm'
  | 'box_request_ack'
  | 'newsletter_confirm';

/**
 * What causes messages: an order's move to a status, a payment refunded because it came too late,
 * or the weights entered at packing (charged from the hold, or a pay link after the hold ended).
 */
type MailOccasion = OrderStatus | 'late_payment_refunded' | 'order_weighed' | 'pay_link';

/** One message as the outbox keeps it, before it has an id or a Message-ID. */
export interface ComposedMessage {
  kind: MailKind;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The visitor a farm's notice is from, so the farm's Reply goes to them. */
  replyTo?: string;
  /** A newsletter e-mail's one-click unsubscribe URL (RFC 8058). */
  listUnsubscribe?: string;
  /** The visitor whose words or address it carries, lower case, for the privacy erasure (docs/operations.md#personal-data). */
  aboutEmail?: string;
}

/**
 * The messages one change of an order causes, composed from the order as the change leaves it:
 * its caller hands them to the store, which writes them in the change's own transaction
 * (docs/decisions/mail-outbox.md).
 */
export type ChangeMail = (order: StoredOrder) => ComposedMessage[];

/** A change that tells no one, said where it is made, so no change loses its e-mails unseen. */
export const noMail: ChangeMail = () => [];

/** The messages of each occasion (none for most moves): `mail('refunded')` is what a refund sends. */
export type MailComposer = (occasion: MailOccasion) => ChangeMail;

export interface ComposerSettings {
  /** The site's public origin, for links. */
  site: string;
  /** The farm's inbox: it hears of every paid order. */
  farmEmail: string;
}

const html = (element: ReactElement) => `<!DOCTYPE html>${renderToStaticMarkup(element)}`;

const customerName = (order: StoredOrder) => [order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ') || null;

function linesText(order: StoredOrder): string {
  const money = (cents: number) => formatMoney(cents, order.currency);
  const lines = order.lines.map(
    (line) => `- ${line.title}: ${line.quantity} x ${money(line.unitPriceCents)} = ${money(line.lineTotalCents)}`,
  );
  const charge = deliveryCharge(order);
  const chargeLines = charge ? [charge.cents === null ? charge.label : `${charge.label}: ${money(charge.cents)}`] : [];
  return [...lines, ...chargeLines, `Total: ${money(order.totalCents)}`].join('\n');
}

const contactText = `Questions? Call us on ${BRAND.phone.label} or write to ${BRAND.email.label}.`;
const signature = `${BRAND.name} · ${BRAND.phone.label} · ${BRAND.email.label}`;

/** Where the order goes, as the text part says it: a booked delivery's day, then a heading line and its lines. */
function whereText(order: StoredOrder): string[] {
  const { when, heading, lines } = fulfilmentLines(order);
  return [...(when ? [when, ''] : []), `${heading}:`, ...lines];
}

/** When and where a pickup is collected: its day and the farm's hours and address. */
const pickupWhen = (order: StoredOrder) =>
  `${order.fulfilment.pickupDay ? `on ${formatPickupDay(order.fulfilment.pickupDay)}, ` : ''}${FARM_PICKUP.hours}, at ${FARM_PICKUP.address}`;

/** What the shopper is told on each later change, in words that fit how the order reaches them. */
const NEWS: Partial<Record<OrderStatus, { kind: MailKind; subject: (n: string) => string; sentence: (order: StoredOrder) => string }>> = {
  out_for_delivery: {
    kind: 'out_for_delivery',
    subject: (n) => `Your order ${n} is on its way`,
    sentence: () => 'your order has left the farm and is out for delivery today.',
  },
  ready_for_pickup: {
    kind: 'ready_for_pickup',
    subject: (n) => `Your order ${n} is ready for pickup`,
    sentence: (order) => `your order is packed and ready for you to pick up at the farm ${pickupWhen(order)}.`,
  },
  refunded: {
    kind: 'refunded',
    subject: (n) => `Your order ${n} is refunded`,
    // An order whose card was only held (docs/decisions/weighed-produce.md) had nothing taken: no money goes back.
    sentence: (order) =>
      order.payment.state === 'released'
        ? 'we have cancelled your order; nothing was charged to your card for it, and any hold on it is released.'
        : 'we have refunded your order; the money is on its way back to the card you paid with and may take a few days to appear.',
  },
  cancelled: {
    kind: 'cancelled',
    subject: (n) => `Your order ${n} is cancelled`,
    sentence: () => 'your order has been cancelled and nothing was charged for it.',
  },
};

/** The messages of an order's changes, rendered with React's server renderer (names and notes escaped by it). */
export function createMailComposer({ site, farmEmail }: ComposerSettings): MailComposer {
  const compose = (order: StoredOrder, to: MailOccasion): ComposedMessage[] => {
    if (to === 'late_payment_refunded') return latePaymentMessages(order, { site, farmEmail });
    if (to === 'order_weighed' || to === 'pay_link') return weighingMessages(to, order, { site, farmEmail });
    const shopper = order.customer.email ? mailbox(customerName(order), order.customer.email) : null;
    const pageLink = order.pageToken ? orderPageLink(site, order.pageToken) : null;
    const pageText = pageLink ? `\nSee your order any time: ${pageLink}\n` : '';
    const messages: ComposedMessage[] = [];
    if (to === 'paid') {
      if (shopper) {
        const subject = oneLine(`Your Terra Verde order ${order.number}`);
        messages.push({
          kind: 'order_paid',
          to: shopper,
          subject,
          html: html(createElement(PaidForShopper, { order, title: subject, link: pageLink })),
          text: [
            `Thank you for your order ${order.number}`,
            '',
            `${order.customer.firstName ? `Hello ${order.customer.firstName},` : 'Hello,'} we have your payment and will start packing your produce.`,
            '',
            linesText(order),
            '',
            ...whereText(order),
            pageText,
            contactText,
            '',
            signature,
          ].join('\n'),
        });
      }
      const c = order.customer;
      const subject = oneLine(`Paid order ${order.number}${customerName(order) ? ` from ${customerName(order)}` : ''}`);
      const officeLink = officeOrderLink(site, order.number);
      const notes = noteLines(c.notes);
      messages.push({
        kind: 'order_paid_farm',
        to: mailbox(null, farmEmail),
        subject,
        html: html(createElement(PaidForFarm, { order, title: subject, link: officeLink, notes })),
        text: [
          `New paid order ${order.number}`,
          '',
          `From ${customerName(order) ?? 'a shopper'}${c.email ? ` (${c.email})` : ''}${c.phone ? `, phone ${c.phone}` : ''}.`,
          '',
          linesText(order),
          '',
          ...whereText(order),
          ...(notes.length > 0 ? ['', NOTES_HEADING, ...notes.map(quoteLine)] : []),
          '',
          `Open it in the office: ${officeLink}`,
        ].join('\n'),
      });
      return messages;
    }
    const news = NEWS[to];
    if (!news || !shopper) return messages;
    const subject = oneLine(news.subject(order.number));
    const hello = order.customer.firstName ? `Hello ${order.customer.firstName},` : 'Hello,';
    messages.push({
      kind: news.kind,
      to: shopper,
      subject,
      html: html(createElement(StatusNews, { order, title: subject, link: pageLink, sentence: news.sentence(order) })),
      text: [subject, '', `${hello} ${news.sentence(order)}`, pageText, contactText, '', signature].join('\n'),
    });
    return messages;
  };
  return (occasion) => (order) => compose(order, occasion);
}
