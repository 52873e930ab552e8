/** Where the checkout stands with the days a pickup or a delivery can be booked for. */
export type DaysState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'loaded'; days: string[] } | { kind: 'failed' };
