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

export interface StripeStandIn {
  host: string;
  port: number;
  requests: StandInRequest[];
  close(): Promise<void>;
}

export const DEFAULT_SESSION: { id: string; object: string; url: string };
export function startStripeStandIn(options?: { respond?: (request: StandInRequest, index: number) => StandInAnswer }): Promise<StripeStandIn>;
