import net from 'node:net';

/**
 * An http origin on this machine: localhost, 127.0.0.0/8 or [::1]. Only such a shop may take
 * test payments, whose Pay button marks an order paid with no money taken: nobody else can
 * reach it, and nobody takes it for the real shop (docs/decisions/local-test-payment-provider.md).
 * The origin is already normalised by URL, so 127.1 reads as 127.0.0.1 and [::1] keeps its brackets.
 */
export function isLoopbackHttpOrigin(origin: string): boolean {
  const { protocol, hostname } = new URL(origin);
  if (protocol !== 'http:') return false;
  return hostname === 'localhost' || hostname === '[::1]' || (net.isIPv4(hostname) && hostname.startsWith('127.'));
}

/** A listening address only this machine reaches: localhost, 127.0.0.0/8 or ::1 (HOST's spelling, without brackets). */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || (net.isIPv4(host) && host.startsWith('127.'));
}
