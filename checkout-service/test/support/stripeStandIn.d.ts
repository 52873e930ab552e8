import type { IncomingHttpHeaders } from 'node:http';

export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw form-encoded body, as the SDK sent it. */
  body: string;
}

export interface StandInAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

/** A Checkout Session as the stand-in keeps it: the fields the service reads. */
export interface StandInSession {
  id: string;
  object: string;
  url: string;
  status: 'open' | 'complete' | 'expired';
  /** The sum of the created session's line items, in cents, as Stripe would charge it. */
  amount_total: number;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  payment_intent: { id: string; object: 'payment_intent'; status: string } | null;
  /** Not Stripe's: what the create asked of its intent (`payment_intent_data[capture_method]`), 'automatic' unless 'manual'. */
  capture_method: 'automatic' | 'manual';
  client_reference_id: string | null;
  metadata: Record<string, string | null>;
  customer_details: Record<string, unknown> | null;
  collected_information: Record<string, unknown> | null;
  [key: string]: unknown;
}

/** A payment intent as the stand-in keeps it, once its session completed. */
export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  status: 'requires_capture' | 'succeeded' | 'canceled' | string;
  capture_method: 'automatic' | 'manual';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  [key: string]: unknown;
}

export interface StripeStandIn {
  host: string;
  port: number;
  requests: StandInRequest[];
  sessions: Map<string, StandInSession>;
  /** The payment intents of completed sessions, by id (`pi_<session id>`). */
  intents: Map<string, StandInIntent>;
  updateSession(id: string, changes: Partial<StandInSession>): void;
  /** The shopper paid: charged at once, or for a manual capture the card held (`requires_capture`, session `unpaid`). */
  completeSession(id: string): StandInIntent;
  /** The hold ran out: its capture is refused as expired (`charge_expired_for_capture`), or Stripe cancelled the intent. */
  endHold(intentId: string, how: 'expired' | 'canceled'): void;
  /** Holds the session creates that come, unanswered, until `release()`; `arrived` resolves once `count` are waiting. */
  holdCreates(count: number): { arrived: Promise<void>; release(): void };
  close(): Promise<void>;
}

export const DEFAULT_SESSION: { id: string; object: string; url: string };
export function startStripeStandIn(options?: {
  respond?: (request: StandInRequest, index: number) => StandInAnswer;
}): Promise<StripeStandIn>;
