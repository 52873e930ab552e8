/**
 * /api/* passed to the checkout-service with http-proxy-3 (see docs/decisions/api-proxy.md).
 * Bodies stream through untouched, byte for byte (a payment webhook's signature covers the raw
 * body); a client that goes away aborts its upstream request; an upstream that does not answer
 * in time is a 504 and one that is down a 502, both as JSON sentences like the service's own.
 */
import http from 'node:http';
import { createProxyServer } from 'http-proxy-3';

/** The API's paths, in any case: the service matches paths without regard to case, so the shell forwards them alike. */
export const API_PATH = /^\/api(\/|$)/i;

/** Headers about one connection (RFC 9110, 7.6.1), never passed on. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'upgrade'];

/** Upstream connections are reused, and closed idle before the service's own keep-alive timeout (10 s) closes them. */
const UPSTREAM_IDLE_MS = 5_000;

const UNREACHABLE = 'The checkout service is not reachable. Please try again in a moment.';
const TOO_SLOW = 'The checkout service did not answer in time. Please try again in a moment.';

class UpstreamTimeout extends Error {
  code = 'UPSTREAM_TIMEOUT';
}

/** The hop-by-hop names, and any header a Connection header names as such. */
function hopByHop(headers) {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  return [...HOP_BY_HOP, ...named];
}

function answerError(res, error) {
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  const timedOut = error?.code === 'UPSTREAM_TIMEOUT';
  res.writeHead(timedOut ? 504 : 502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ error: timedOut ? TOO_SLOW : UNREACHABLE }));
}

/**
 * @param {string} target        the checkout-service, e.g. http://127.0.0.1:4000
 * @param {object} [options]
 * @param {number} [options.timeoutMs]  how long the service may stay silent on one request;
 *   longer than its own worst case (two Stripe calls of 10 s)
 * @returns {import('koa').Middleware}
 */
export function apiProxy(target, { timeoutMs = 30_000 } = {}) {
  const proxy = createProxyServer({
    target,
    // The service sees its own address as Host, the browser's in X-Forwarded-Host, and the
    // client's address appended to X-Forwarded-For (it believes that header from this proxy only).
    changeOrigin: true,
    xfwd: true,
    agent: new http.Agent({ keepAlive: true, timeout: UPSTREAM_IDLE_MS }),
  });
  proxy.on('proxyReq', (proxyReq, req) => {
    // Emitted when the upstream socket is assigned, before the first byte of the body is written.
    if (!proxyReq.headersSent) for (const name of hopByHop(req.headers)) proxyReq.removeHeader(name);
    proxyReq.setTimeout(timeoutMs, () => proxyReq.destroy(new UpstreamTimeout('upstream timed out')));
    // The library aborts upstream when the client leaves before its answer. A client that leaves
    // mid-body after the service has answered (a 429, a 413) would leave the upload open: Node
    // no longer tells the request, only its connection, that the client is gone.
    const { socket } = req;
    const abandon = () => !req.complete && proxyReq.destroy();
    if (socket.destroyed) abandon();
    else {
      socket.once('close', abandon);
      proxyReq.once('close', () => socket.off('close', abandon));
    }
  });
  proxy.on('proxyRes', (proxyRes) => {
    for (const name of hopByHop(proxyRes.headers)) delete proxyRes.headers[name];
  });

  return (ctx) => {
    // The proxy writes the response itself; Koa must not.
    ctx.respond = false;
    // Node has already told the client to go on; the proxy would skip its handler for such a request.
    delete ctx.req.headers.expect;
    return new Promise((resolve) => {
      ctx.res.once('close', resolve);
      proxy.web(ctx.req, ctx.res, {}, (error) => answerError(ctx.res, error));
    });
  };
}
