/**
 * A local HTTP server speaking the small part of Stripe's API the service uses
 * (POST /v1/checkout/sessions). The tests and the benchmark point the Stripe SDK at it
 * (its host, port and protocol options) and read back the exact requests it received.
 * Plain CommonJS so both jest (TypeScript) and the benchmark (plain Node) can load it.
 */
const http = require('node:http');

const DEFAULT_SESSION = { id: 'cs_test_standin', object: 'checkout.session', url: 'https://checkout.stripe.test/c/pay/cs_test_standin' };

/** The answer Stripe gives to a create, unless a test says otherwise. */
function createdSession(request) {
  const params = new URLSearchParams(request.body);
  return {
    status: 200,
    body: { ...DEFAULT_SESSION, mode: params.get('mode'), success_url: params.get('success_url'), cancel_url: params.get('cancel_url') },
  };
}

/**
 * @param {{ respond?: (request: object, index: number) => { status: number, body?: unknown, headers?: Record<string,string>, delayMs?: number } }} options
 */
function startStripeStandIn({ respond = createdSession } = {}) {
  const requests = [];
  const timers = new Set();
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const request = { method: req.method, path: req.url, headers: req.headers, body };
      const index = requests.push(request) - 1;
      const answer = respond(request, index);
      const send = () => {
        timers.delete(timer);
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': `req_standin_${index}`, ...answer.headers });
        res.end(JSON.stringify(answer.body ?? {}));
      };
      const timer = setTimeout(send, answer.delayMs ?? 0);
      timers.add(timer);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        host: '127.0.0.1',
        port: server.address().port,
        requests,
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
