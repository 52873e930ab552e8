import type { BillingDetails, CartItem } from 'shared';
import { CANCEL_PATH, CHECKOUT_SESSION_ENDPOINT, SUCCESS_PATH } from '../data/checkoutApi';
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
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const data: unknown = await response.json();
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const nonEmptyText = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** The session request: the cart lines (docs/product.md#paying), where to come back to, and who and where the order is for. */
function sessionRequest(items: readonly CartItem[], customer: BillingDetails, deps: PaymentDeps): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': deps.newKey() },
    body: JSON.stringify({
      items: items.map(({ id, title, price, thumb, quantity }) => ({ id, title, price, thumb, quantity })),
      success_url: deps.origin + SUCCESS_PATH,
      cancel_url: deps.origin + CANCEL_PATH,
      customer,
    }),
  };
}

/** Returns the payment page's URL, or throws an Error whose message is the shopper's text (docs/product.md#error-catalogue). */
async function requestSessionUrl(items: readonly CartItem[], customer: BillingDetails, deps: PaymentDeps): Promise<string> {
  const request = sessionRequest(items, customer, deps);
  let response: Response;
  try {
    response = await deps.fetch(CHECKOUT_SESSION_ENDPOINT, request);
  } catch {
    // No answer at all (offline, service down): the browser's own text ("Failed to fetch") means nothing to a shopper.
    throw new Error(CHECKOUT_TEXTS.startFailed);
  }
  const data = await readJson(response);
  if (!response.ok) throw new Error(nonEmptyText(data?.error) ?? CHECKOUT_TEXTS.startFailed);
  const url = nonEmptyText(data?.url);
  if (!url) throw new Error(CHECKOUT_TEXTS.noUrl);
  return url;
}

/**
 * 'Pay with Stripe': checks the billing details, asks the checkout-service for a payment session
 * and sends the browser there. Every failure ends in one error toast with the catalogued text.
 * Resolves true when the browser is on its way to the payment page.
 */
export async function payWithStripe(items: readonly CartItem[], deps: PaymentDeps): Promise<boolean> {
  if (items.length === 0) {
    deps.showError(CHECKOUT_TEXTS.emptyCart);
    return false;
  }
  // The farm must know where to deliver: nothing is sent until the form is complete.
  const customer = deps.checkBilling();
  if (!customer) {
    deps.showError(CHECKOUT_TEXTS.incompleteBilling);
    return false;
  }
  try {
    deps.navigate(await requestSessionUrl(items, customer, deps));
    return true;
  } catch (error) {
    deps.showError((error instanceof Error && error.message) || CHECKOUT_TEXTS.thrownWithoutMessage);
    return false;
  }
}
