import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';

/** host:port as a URL writes it, so an IPv6 host reads [::1]:4000. */
function hostAndPort(host: string, port: number): string {
  return `${net.isIPv6(host) ? `[${host}]` : host}:${port}`;
}

/**
 * Listens on HOST only (loopback unless configured otherwise, see src/config/config.ts) and resolves
 * with where, for the start-up line; rejects with a sentence when the address cannot be had.
 */
export function listen(server: Server, { host, port }: { host: string; port: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    const refuse = (error: NodeJS.ErrnoException) => {
      const reason = error.code === 'EADDRINUSE' ? 'the port is already in use' : error.message;
      reject(new Error(`cannot listen on ${hostAndPort(host, port)}: ${reason}`));
    };
    server.once('error', refuse);
    server.listen(port, host, () => {
      server.off('error', refuse);
      resolve(hostAndPort(host, (server.address() as AddressInfo).port));
    });
  });
}
