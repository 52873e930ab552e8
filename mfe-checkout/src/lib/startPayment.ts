import { type ApiFailure, requestJson } from 'shared';
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
  /** The farm's minimum order's sentence when the basket is below it, else null: nothing is sent below it. */
  checkMinimum: () => string | null;
  /** The service said too little is left (its sentence names the line): the page asks again what is left. */
  onStockRefusal: () => void;
  /** The service refused the delivery day sent (full, closed, past its cut-off): its sentence; the page asks the days again. */
  onDayRefusal: (sentence: string) => void;
}

type FulfilmentRequest = NonNullable<CheckoutSessionRequest['fulfilment']>;
export type FulfilmentCheck = { ok: true; fulfilment: FulfilmentRequest } | { ok: false; problem: string };

/** Why a start failed: the shopper's sentence, and what of the order the service refused. */
class StartError extends Error {
  constructor(
    message: string,
    /** Too little is left (code out_of_stock). */
    readonly stockRefused = false,
    /** The delivery day sent. */
    readonly dayRefused = false,
  ) {
    super(message);
  }
}

/**
 * Whether a refusal is of the delivery day sent: full (409 state_conflict), or one whose sentence
 * names the day's field (closed, past its cut-off, not a delivery weekday: 400).
 */
function refusesDay(failure: ApiFailure, day: string | undefined): boolean {
  if (!day || failure.kind !== 'refused') return false;
  return (failure.status === 409 && failure.code === 'state_conflict') || failure.error.includes('fulfilment.deliveryDay');
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
  // Stock is decided by the answer's code, never its status: a reused Idempotency-Key is a 409 too.
  // No answer at all (offline, service down) or a proxy's page has no sentence a shopper could use.
  const day = details.fulfilment.method === 'delivery' ? details.fulfilment.deliveryDay : undefined;
  throw new StartError(nonEmptyText(result.error) ?? CHECKOUT_TEXTS.startFailed, result.code === 'out_of_stock', refusesDay(result, day));
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
  // Below the farm's smallest order nothing is sent (the service would refuse it with the same sentence).
  const belowMinimum = deps.checkMinimum();
  if (belowMinimum) {
    deps.showError(belowMinimum);
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
    // The day was taken (or closed) meanwhile: the page says so by the days, and asks them again.
    if (error instanceof StartError && error.dayRefused) deps.onDayRefusal(error.message);
    return false;
  }
}
