import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { API_PATHS, BRAND, pathWith, WEIGHING_SENTENCES, weightWords } from 'contract';
import type { StoredOrder } from '../domain';
import { mailbox, oneLine } from './headers';
import { orderPageLink } from './links';
import { formatMoney } from './money';
import { WeighingNews, type WeighedRow } from './templates/WeighingMessages';
import type { ComposedMessage, ComposerSettings } from './compose';

/**
 * What the shopper hears once the farm weighed their order (docs/decisions/weighed-produce.md):
 * each weighed line's estimate and weight and price, then the money: charged and released from the
 * card's hold (`order_weighed`), or, the hold having ended, the exact amount to pay through a link
 * (`pay_link`). Nothing when the order has no e-mail address.
 */

/** The pay link: the shopper's page token opens a payment page for the exact amount (API_PATHS.orderBalancePayment). */
const payLink = (site: string, order: StoredOrder) => `${site}${pathWith(API_PATHS.orderBalancePayment, { token: order.pageToken })}`;

function weighedRows(order: StoredOrder, money: (cents: number) => string): WeighedRow[] {
  return order.lines.flatMap(({ title, quantity, lineTotalCents, weighing }) =>
    weighing && weighing.actualGrams !== null && weighing.chargedCents !== null
      ? [
          {
            title: quantity > 1 ? `${title} (${quantity})` : title,
            estimatedWeight: `about ${weightWords(weighing.estimatedGrams * quantity)}`,
            estimatedPrice: WEIGHING_SENTENCES.about(lineTotalCents),
            weighedWeight: weightWords(weighing.actualGrams),
            price: money(weighing.chargedCents),
          },
        ]
      : [],
  );
}

interface News {
  kind: 'order_weighed' | 'pay_link';
  subject: string;
  sentence: string;
  amounts: Array<readonly [string, string]>;
  action: { lead: string; link: string } | null;
}

function newsOf(kind: News['kind'], order: StoredOrder, site: string, money: (cents: number) => string): News {
  const charged = order.payment.chargedCents ?? 0;
  const held = order.payment.heldCents ?? 0;
  if (kind === 'order_weighed')
    return {
      kind,
      subject: `Your order ${order.number} is weighed: ${money(charged)} charged`,
      sentence: `we weighed your produce as we packed it and charged the exact amount, ${money(charged)}. The rest of the ${money(held)} held on your card, ${money(held - charged)}, is released.`,
      amounts: [
        ['Charged', money(charged)],
        ['Released', money(held - charged)],
      ],
      action: null,
    };
  return {
    kind,
    subject: `Your order ${order.number} is weighed: please pay ${money(charged)}`,
    sentence: `we weighed your produce as we packed it; it comes to ${money(charged)}. The hold on your card ended before we could charge it, so nothing was taken: please pay the exact amount through the link below.`,
    amounts: [['To pay', money(charged)]],
    action: { lead: 'Pay the exact amount:', link: payLink(site, order) },
  };
}

/** The shopper's one message of the weighing: `order_weighed` after a capture, `pay_link` after a hold had ended. */
export function weighingMessages(kind: News['kind'], order: StoredOrder, { site }: ComposerSettings): ComposedMessage[] {
  if (!order.customer.email) return [];
  const money = (cents: number) => formatMoney(cents, order.currency);
  const news = newsOf(kind, order, site, money);
  const rows = weighedRows(order, money);
  const subject = oneLine(news.subject);
  const link = orderPageLink(site, order.pageToken);
  const name = [order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ') || null;
  const props = { order, title: subject, sentence: news.sentence, rows, amounts: news.amounts, action: news.action, link };
  return [
    {
      kind: news.kind,
      to: mailbox(name, order.customer.email),
      subject,
      html: `<!DOCTYPE html>${renderToStaticMarkup(createElement(WeighingNews, props))}`,
      text: [
        subject,
        '',
        `${order.customer.firstName ? `Hello ${order.customer.firstName},` : 'Hello,'} ${news.sentence}`,
        '',
        ...rows.map(
          (row) => `- ${row.title}: estimated ${row.estimatedWeight} (${row.estimatedPrice}), weighed ${row.weighedWeight}: ${row.price}`,
        ),
        ...news.amounts.map(([label, amount]) => `${label}: ${amount}`),
        '',
        ...(news.action ? [`${news.action.lead} ${news.action.link}`, ''] : []),
        `See your order any time: ${link}`,
        '',
        `Questions? Call us on ${BRAND.phone.label} or write to ${BRAND.email.label}.`,
        '',
        `${BRAND.name} · ${BRAND.phone.label} · ${BRAND.email.label}`,
      ].join('\n'),
    },
  ];
}
