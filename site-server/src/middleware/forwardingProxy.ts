/**
 * What the shell's two proxies share (/api/* to the checkout-service, /remotes/<name>/* to each
 * remote): http-proxy-3 (docs/decisions/api-proxy.md) with the parts the library leaves to its
 * user. Bodies stream through untouched; hop-by-hop headers are dropped both ways; a client that
 * goes away aborts its upstream request; an upstream that stays silent past `timeoutMs` is a 504,
 * one that is down a 502, each with the caller's sentence.
 */
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createProxyServer } from 'http-proxy-3';
import type { Context } from 'koa';

/** Headers about one connection (RFC 9110, 7.6.1), never passed on. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'upgrade',
];

/** Upstream connections are reused, and closed idle before an upstream's own keep-alive timeout (5 s and more) closes them. */
const UPSTREAM_IDLE_MS = 4_000;

class UpstreamTimeout extends Error {
  code = 'UPSTREAM_TIMEOUT';
}

/**
 * Never hop-by-hop, whatever a Connection header says: the upstream needs its Host, and the
 * X-Forwarded-* headers are the proxy's word on who asked (the service's rate limit counts the
 * client by X-Forwarded-For). A client naming them would otherwise make the proxy drop them.
 */
const END_TO_END = /^(host|x-forwarded-.*)$/;

/** The hop-by-hop names, and any header a Connection header names as such. */
function hopByHop(headers: IncomingHttpHeaders): string[] {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((name) => name && !END_TO_END.test(name));
  return [...HOP_BY_HOP, ...named];
}

/** A whole answer the proxy sends itself, never cached. */
export interface ProxyAnswer {
  status: number;
  type: string;
  body: string;
}

interface ForwardingProxyOptions {
  /** How long an upstream may stay silent on one request. */
  timeoutMs: number;
  /** What the client is answered: 504 when the upstream timed out, 502 when it could not be reached. */
  failure: (timedOut: boolean) => Omit<ProxyAnswer, 'status'>;
  /** Sees each upstream answer before it is passed on (and may change its headers); what it returns is sent instead. */
  screen?: (proxyRes: IncomingMessage, req: IncomingMessage) => ProxyAnswer | undefined;
}

/** Passes the request to `target`; resolves once the answer has been sent. */
type Forward = (ctx: Context, target: string) => Promise<void>;

export function forwardingProxy({ timeoutMs, failure, screen }: ForwardingProxyOptions): Forward {
  const proxy = createProxyServer({
    // The upstream sees its own address as Host, the browser's in X-Forwarded-Host, and the
    // client's address appended to X-Forwarded-For.
    changeOrigin: true,
    xfwd: true,
    agent: new http.Agent({ keepAlive: true, timeout: UPSTREAM_IDLE_MS }),
  });
  proxy.on('proxyReq', (proxyReq, req) => {
    proxyReq.setTimeout(timeoutMs, () => proxyReq.destroy(new UpstreamTimeout('upstream timed out')));
    // The library aborts upstream when the client leaves before its answer. A client that leaves
    // mid-body after the upstream has answered (a 429, a 413) would leave the upload open: Node
    // no longer tells the request, only its connection, that the client is gone.
    const { socket } = req;
    const abandon = () => !req.complete && proxyReq.destroy();
    if (socket.destroyed) abandon();
    else {
      socket.once('close', abandon);
      proxyReq.once('close', () => socket.off('close', abandon));
    }
  });
  proxy.on('proxyRes', (proxyRes, req, res) => {
    for (const name of hopByHop(proxyRes.headers)) delete proxyRes.headers[name];
    const instead = screen?.(proxyRes, req);
    if (!instead) return;
    // Emitted before the library copies the answer: it passes nothing of an answer already sent.
    proxyRes.resume();
    res.writeHead(instead.status, { 'Content-Type': instead.type, 'Cache-Control': 'no-store' });
    res.end(instead.body);
  });

  const onError = (res: ServerResponse) => (error: Error & { code?: string }) => {
    if (res.headersSent || res.destroyed) return res.destroy();
    const timedOut = error?.code === 'UPSTREAM_TIMEOUT';
    const { type, body } = failure(timedOut);
    // The upstream may be back in a moment (a replica restarting): the client may ask again then.
    res.writeHead(timedOut ? 504 : 502, { 'Content-Type': type, 'Cache-Control': 'no-store', 'Retry-After': '5' });
    res.end(body);
  };

  return (ctx, target) => {
    // The proxy writes the response itself; Koa must not.
    ctx.respond = false;
    // Node has already told the client to go on; the proxy would skip its handler for such a request.
    delete ctx.req.headers.expect;
    // Dropped from what the proxy copies, before it adds X-Forwarded-* and the upstream's Host.
    for (const name of hopByHop(ctx.req.headers)) delete ctx.req.headers[name];
    return new Promise((resolve) => {
      ctx.res.once('close', resolve);
      proxy.web(ctx.req, ctx.res, { target }, onError(ctx.res));
    });
  };
}
