import { DELIVERY_SENTENCES, formatCents, WEIGHING_SENTENCES } from 'contract';
import { balanceLineTitle } from '../balanceLine';
import { LocalPaymentProvider, type LocalPaymentView } from './localProvider';
import { escapeHtml } from './escapeHtml';
import { TEST_PAYMENT_CSS } from './testPaymentStyles';
import type { StoredOrder } from '../../domain';

/** Said instead of Pay once the session expired or the shop closed it: nothing can be paid here any more. */
export const TEST_PAYMENT_CLOSED =
  'This test payment is closed: it expired, or its order was cancelled or replaced by a newer checkout. Nothing was charged. Go back to the checkout and choose Pay with Stripe again.';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Terra Verde</title>
<style>${TEST_PAYMENT_CSS}</style>
</head>
<body>
<main>${body}</main>
</body>
</html>`;
}

/** What the page says once the session is settled or too old: it is single-use. */
function settledNote(payment: LocalPaymentView): string {
  const link = (href: string, text: string) => `<a class="button-link" href="${escapeHtml(href)}">${text}</a>`;
  switch (payment.outcome) {
    case 'paid':
      return `<p class="state" role="status">This test payment is complete. Paying again charges nothing.</p>\n${link(LocalPaymentProvider.successUrl(payment), 'See your order')}`;
    case 'cancelled':
      return `<p class="state" role="status">This test payment was cancelled. Nothing was charged.</p>\n${link(payment.cancelUrl, 'Back to the shop')}`;
    default:
      return `<p class="state" role="status">${TEST_PAYMENT_CLOSED}</p>\n${link(payment.cancelUrl, 'Back to the shop')}`;
  }
}

const row = (title: string, quantity: number, unitCents: number, totalLineCents: number) =>
  `<tr><td>${escapeHtml(title)}</td><td class="num">${quantity}</td><td class="num">${formatCents(unitCents)}</td><td class="num">${formatCents(totalLineCents)}</td></tr>`;

/**
 * The rows Pay takes, as on Stripe's page: the order's lines, its delivery fee and, for a hold, the
 * weight allowance, adding up to the payment's amount; a pay link's one line of the exact amount.
 */
function paymentRows(payment: LocalPaymentView, { lines, fulfilment, number, totalCents }: StoredOrder): string[] {
  if (payment.purpose === 'balance') return [row(balanceLineTitle(number), 1, payment.amountCents, payment.amountCents)];
  const fee =
    fulfilment.feeCents > 0 && fulfilment.zone !== null
      ? [row(DELIVERY_SENTENCES.feeLine(fulfilment.zone), 1, fulfilment.feeCents, fulfilment.feeCents)]
      : [];
  const allowanceCents = payment.amountCents - totalCents;
  const allowance = payment.hold && allowanceCents > 0 ? [row(WEIGHING_SENTENCES.allowanceLine, 1, allowanceCents, allowanceCents)] : [];
  return [...lines.map((line) => row(line.title, line.quantity, line.unitPriceCents, line.lineTotalCents)), ...fee, ...allowance];
}

/** The local provider's payment page: plainly a test, showing the order exactly as the service priced and stored it. */
export function renderTestPaymentPage(payment: LocalPaymentView, order: StoredOrder, actionBase: string): string {
  const { amountCents, hold } = payment;
  const rows = paymentRows(payment, order).join('\n');
  const holdNote = hold
    ? `\n<p class="note" data-testid="test-payment-hold">${escapeHtml(WEIGHING_SENTENCES.testHold(amountCents))}</p>`
    : '';
  const action = escapeHtml(`${actionBase}/${payment.sessionId}`);
  // The note names the button as the page shows it: "Hold" for a weighed order's card hold.
  const verb = hold ? 'Hold' : 'Pay';
  const actions =
    payment.outcome === 'pending'
      ? `<div class="actions">
<form method="post" action="${action}/pay"><button type="submit" class="pay">${verb} ${formatCents(amountCents)}</button></form>
<form method="post" action="${action}/cancel"><button type="submit" class="cancel">Cancel</button></form>
</div>`
      : settledNote(payment);
  return page(
    'Test payment',
    `<div class="card">
<span class="badge">TEST PAYMENT</span>
<h1>Terra Verde test payment</h1>
<p class="note">This is a local test payment: no card is asked for and no money moves. Choose ${verb} to complete the order or Cancel to return to the checkout.</p>
<p class="order-number">Order <strong>${escapeHtml(order.number)}</strong></p>${holdNote}
<table>
<caption>Your order</caption>
<thead><tr><th scope="col">Product</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Price</th><th scope="col" class="num">Subtotal</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="3">Total</th><td class="num" data-testid="test-payment-total">${formatCents(amountCents)}</td></tr></tfoot>
</table>
${actions}
</div>`,
  );
}

/** Shown for an unknown or expired test payment. */
export function renderMissingTestPaymentPage(): string {
  return page(
    'Test payment not found',
    `<div class="card">
<span class="badge">TEST PAYMENT</span>
<h1>This test payment is not available</h1>
<p class="note">It may have expired or the service was restarted. Go back to the shop's checkout and choose Pay with Stripe again.</p>
</div>`,
  );
}
