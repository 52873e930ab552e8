/**
 * A local HTTP server speaking the small part of Stripe's API the service uses: creating a
 * Checkout Session (POST /v1/checkout/sessions), reading one back (GET /v1/checkout/sessions/:id),
 * expiring an open one (POST …/:id/expire) and refunding (POST /v1/refunds).
 * The tests and the benchmark point the Stripe SDK at it (its host, port and protocol options),
 * read back the exact requests it received, and set what a session has become (paid, expired...).
 * Plain CommonJS so both jest (TypeScript) and the benchmark (plain Node) can load it.
 */
const http = require('node:http');

const DEFAULT_SESSION = { id: 'cs_test_standin', object: 'checkout.session', url: 'https://checkout.stripe.test/c/pay/cs_test_standin' };

const notFound = (id) => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${id}'` } },
});

/**
 * Stripe's own behaviour, unless a test says otherwise: a create answers a new open session
 * (the same one again for a repeated Idempotency-Key); a retrieve answers the session as it is now.
 */
function stripeLike(sessions, byKey) {
  const refundsByKey = new Map();
  return (request) => {
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      const key = request.headers['idempotency-key'];
      if (key && byKey.has(key)) return { status: 200, body: sessions.get(byKey.get(key)) };
      const params = new URLSearchParams(request.body);
      // What Stripe would charge: the sum of the line items, each its quantity times its unit amount.
      let amountTotal = 0;
      for (let line = 0; params.has(`line_items[${line}][quantity]`); line += 1)
        amountTotal +=
          Number(params.get(`line_items[${line}][quantity]`)) * Number(params.get(`line_items[${line}][price_data][unit_amount]`));
      const id = sessions.size === 0 ? DEFAULT_SESSION.id : `${DEFAULT_SESSION.id}${sessions.size + 1}`;
      const session = {
        ...DEFAULT_SESSION,
        id,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: params.get('mode'),
        amount_total: amountTotal,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        success_url: params.get('success_url'),
        cancel_url: params.get('cancel_url'),
        client_reference_id: params.get('client_reference_id'),
        metadata: { order_id: params.get('metadata[order_id]') },
        customer_details: null,
        collected_information: null,
      };
      sessions.set(id, session);
      if (key) byKey.set(key, id);
      return { status: 200, body: session };
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/?]+)\/expire/.exec(request.path);
    if (request.method === 'POST' && expire) {
      const session = sessions.get(decodeURIComponent(expire[1]));
      if (!session) return notFound(expire[1]);
      // Stripe expires only an open session; a completed or expired one is refused with a 400.
      if (session.status !== 'open') {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status in ["open"] can be expired.' } },
        };
      }
      session.status = 'expired';
      return { status: 200, body: session };
    }
    if (request.method === 'POST' && request.path === '/v1/refunds') {
      const key = request.headers['idempotency-key'];
      if (key && refundsByKey.has(key)) return { status: 200, body: refundsByKey.get(key) };
      const refund = {
        id: `re_test_${refundsByKey.size + 1}`,
        object: 'refund',
        status: 'succeeded',
        payment_intent: new URLSearchParams(request.body).get('payment_intent'),
      };
      if (key) refundsByKey.set(key, refund);
      return { status: 200, body: refund };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(request.path);
    if (request.method === 'GET' && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1]));
      return session ? { status: 200, body: session } : notFound(retrieve[1]);
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.path})` } },
    };
  };
}

/**
 * @param {{ respond?: (request: object, index: number) => { status: number, body?: unknown, headers?: Record<string,string>, delayMs?: number } }} options
 */
function startStripeStandIn({ respond } = {}) {
  const requests = [];
  const timers = new Set();
  const sessions = new Map();
  const answer = respond ?? stripeLike(sessions, new Map());
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const request = { method: req.method, path: req.url, headers: req.headers, body };
      const index = requests.push(request) - 1;
      const reply = answer(request, index);
      const send = () => {
        timers.delete(timer);
        if (res.destroyed) return;
        res.writeHead(reply.status, { 'Content-Type': 'application/json', 'Request-Id': `req_standin_${index}`, ...reply.headers });
        res.end(JSON.stringify(reply.body ?? {}));
      };
      const timer = setTimeout(send, reply.delayMs ?? 0);
      timers.add(timer);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        host: '127.0.0.1',
        port: server.address().port,
        requests,
        sessions,
        /** What became of a session on Stripe's side: the next retrieve answers it. */
        updateSession: (id, changes) => sessions.set(id, { ...sessions.get(id), ...changes }),
        close: () =>
          new Promise((done) => {
            timers.forEach(clearTimeout);
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

module.exports = { startStripeStandIn, DEFAULT_SESSION };
