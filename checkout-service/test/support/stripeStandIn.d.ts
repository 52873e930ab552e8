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
  client_reference_id: string | null;
  metadata: Record<string, string | null>;
  customer_details: Record<string, unknown> | null;
  collected_information: Record<string, unknown> | null;
  [key: string]: unknown;
}

export interface StripeStandIn {
  host: string;
  port: number;
  requests: StandInRequest[];
  sessions: Map<string, StandInSession>;
  updateSession(id: string, changes: Partial<StandInSession>): void;
  close(): Promise<void>;
}

export const DEFAULT_SESSION: { id: string; object: string; url: string };
export function startStripeStandIn(options?: {
  respond?: (request: StandInRequest, index: number) => StandInAnswer;
}): Promise<StripeStandIn>;
