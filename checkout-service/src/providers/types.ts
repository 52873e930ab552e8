import type { CheckoutOrder } from '../checkout/types';

/** Where the shopper's browser goes next to pay. */
export interface CheckoutSession {
  id: string;
  url: string;
}

/** The one interface both payment providers implement (DESIGN.md section 4). */
export interface PaymentProvider {
  readonly name: 'stripe' | 'local';
  createSession(order: CheckoutOrder): Promise<CheckoutSession>;
}
