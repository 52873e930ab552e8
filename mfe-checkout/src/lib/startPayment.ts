import { requestJson } from 'shared';
import { API_PATHS, type BillingDetails, type CartItem, type CheckoutSessionRequest, PaymentPageSchema } from 'contract';
import { CANCEL_PATH, SUCCESS_PATH } from '../data/checkoutApi';
import { CHECKOUT_TEXTS } from '../data/checkoutTexts';

export interface PaymentDeps {
  fetch: typeof fetch;
  /** The site's origin; the return URLs are built on it. */
  origin: string;
  /** A new Idempotency-Key for this attempt. */
  newKey: () => string;
  /** Sends the browser to the payment page. */
  navigate: (url: string) => void;
  /** Tells the shopper what went wrong (an error toast). */
  showError: (message: string) => void;
  /** Shows the billing form's errors and focuses the first; the details when they are complete, else null. */
  checkBilling: () => BillingDetails | null;
  /** How the order reaches the shopper; for a pickup without a usable day, the sentence saying so (the page shows it inline too). */
  checkFulfilment: () => FulfilmentCheck;
  /** The service said too little is left (its sentence names the line): the page asks again what is left. */
  onStockRefusal: () => void;
}

type FulfilmentRequest = NonNullable<CheckoutSessionRequest['fulfilment']>;
export type FulfilmentCheck = { ok: true; fulfilment: FulfilmentRequest } | { ok: false; problem: string };

/** Why a start failed: the shopper's sentence, and whether the service said too little is left (code out_of_stock). */
class StartError extends Error {
  constructor(
    message: string,
    readonly stockRefused = false,
  ) {
    super(message);
  }
}

const nonEmptyText = (value: string | null) => (value?.trim() ? value : null);

interface OrderDetails {
  customer: BillingDetails;
  fulfilment: FulfilmentRequest;
}

/** The session request: the cart lines (docs/product.md#paying), where to come back to, who the order is for and how it reaches them. */
function sessionRequest(items: readonly CartItem[], { customer, fulfilment }: OrderDetails, deps: PaymentDeps): CheckoutSessionRequest {
  return {
    items: items.map(({ id, title, price, thumb, quantity }) => ({ id, title, price, thumb, quantity })),
    success_url: deps.origin + SUCCESS_PATH,
    cancel_url: deps.origin + CANCEL_PATH,
    customer,
    fulfilment,
  };
}

/** Returns the payment page's URL, or throws an Error whose message is the shopper's text (docs/product.md#error-catalogue). */
async function requestSessionUrl(items: readonly CartItem[], details: OrderDetails, deps: PaymentDeps): Promise<string> {
  const result = await requestJson(API_PATHS.checkoutSession, {
    schema: PaymentPageSchema,
    method: 'POST',
    body: sessionRequest(items, details, deps),
    headers: { 'Idempotency-Key': deps.newKey() },
    fetchImpl: deps.fetch,
  });
  // A success that is no payment page (or whose URL is empty) has nowhere to send the shopper.
  const url = result.ok ? nonEmptyText(result.data.url) : null;
  if (url) return url;
  if (result.ok || result.kind === 'unreadable') throw new StartError(CHECKOUT_TEXTS.noUrl);
  // Decided by the answer's code, never its status: a reused Idempotency-Key is a 409 too. No
  // answer at all (offline, service down) or a proxy's page has no sentence a shopper could use.
  throw new StartError(nonEmptyText(result.error) ?? CHECKOUT_TEXTS.startFailed, result.code === 'out_of_stock');
}

/**
 * The Pay button (labelled 'Pay with Stripe', docs/product.md#paying): checks the billing details, asks the checkout-service for a payment session
 * and sends the browser there. Every failure ends in one error toast with the catalogued text.
 * Resolves true when the browser is on its way to the payment page.
 */
export async function startPayment(items: readonly CartItem[], deps: PaymentDeps): Promise<boolean> {
  if (items.length === 0) {
    deps.showError(CHECKOUT_TEXTS.emptyCart);
    return false;
  }
  // The farm must know who the order is for, and where or when it goes: nothing is sent until it does.
  // Both checks run, so every problem shows at once; the pickup day is above the form, so its sentence comes first.
  const customer = deps.checkBilling();
  const fulfilment = deps.checkFulfilment();
  if (!fulfilment.ok || !customer) {
    deps.showError(fulfilment.ok ? CHECKOUT_TEXTS.incompleteBilling : fulfilment.problem);
    return false;
  }
  try {
    deps.navigate(await requestSessionUrl(items, { customer, fulfilment: fulfilment.fulfilment }, deps));
    return true;
  } catch (error) {
    deps.showError((error instanceof Error && error.message) || CHECKOUT_TEXTS.thrownWithoutMessage);
    // What is left changed since the summary was drawn: it asks again, and names the short line.
    if (error instanceof StartError && error.stockRefused) deps.onStockRefusal();
    return false;
  }
}
