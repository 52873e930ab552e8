/**
 * A local HTTP server speaking the small part of Stripe's API the service uses: creating a
 * Checkout Session (POST /v1/checkout/sessions), reading one back (GET /v1/checkout/sessions/:id),
 * expiring an open one (POST …/:id/expire), refunding (POST /v1/refunds), and capturing or
 * cancelling a card hold (POST /v1/payment_intents/:id/capture and …/cancel).
 * The tests and the benchmark point the Stripe SDK at it (its host, port and protocol options),
 * read back the exact requests it received, and set what a session has become (paid, expired...).
 * Plain CommonJS so both jest (TypeScript) and the benchmark (plain Node) can load it.
 */
const http = require('node:http');

const DEFAULT_SESSION = { id: 'cs_test_standin', object: 'checkout.session', url: 'https://checkout.stripe.test/c/pay/cs_test_standin' };

const notFound = (id, object = 'checkout.session') => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${object}: '${id}'` } },
});

/** Stripe's 400 for an intent in a state the call cannot act on, with the intent as it is. */
const unexpectedState = (intent, action) => ({
  status: 400,
  body: {
    error: {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`,
      payment_intent: { ...intent },
    },
  },
});

/** Stripe's 400 for a capture after the card's authorisation ended (about 7 days). */
const HOLD_EXPIRED = {
  status: 400,
  body: {
    error: {
      type: 'invalid_request_error',
      code: 'charge_expired_for_capture',
      message: 'This charge has expired and can no longer be captured.',
    },
  },
};

/** The session's metadata as Stripe keeps it: every `metadata[key]` of the create. */
function metadataOf(params) {
  const metadata = {};
  for (const [name, value] of params) {
    const key = /^metadata\[(.+)\]$/.exec(name);
    if (key) metadata[key[1]] = value;
  }
  return metadata;
}

/**
 * Capture and cancel of a payment intent, as Stripe answers them: a capture takes
 * `amount_to_capture` (the whole hold without it, never more) and releases the rest; a repeated
 * Idempotency-Key gets the first answer back. An intent in `expiredHolds` (set by the test through
 * endHold) fails its capture as Stripe's does for an authorisation that ran out.
 */
function intentCalls(intents, expiredHolds) {
  const answersByKey = new Map();
  const remembered = (request, answer) => {
    const key = request.headers['idempotency-key'];
    if (key) answersByKey.set(`${request.path} ${key}`, answer);
    return answer;
  };
  return (request) => {
    const call = /^\/v1\/payment_intents\/([^/?]+)\/(capture|cancel)$/.exec(request.path);
    if (request.method !== 'POST' || !call) return null;
    const key = request.headers['idempotency-key'];
    if (key && answersByKey.has(`${request.path} ${key}`)) return answersByKey.get(`${request.path} ${key}`);
    const intent = intents.get(decodeURIComponent(call[1]));
    if (!intent) return notFound(call[1], 'payment_intent');
    if (call[2] === 'capture') {
      if (expiredHolds.has(intent.id)) return remembered(request, HOLD_EXPIRED);
      if (intent.status !== 'requires_capture') return remembered(request, unexpectedState(intent, 'capture'));
      const asked = new URLSearchParams(request.body).get('amount_to_capture');
      const amount = asked === null ? intent.amount : Number(asked);
      if (amount > intent.amount) {
        return remembered(request, {
          status: 400,
          body: {
            error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'The amount to capture is more than the hold.' },
          },
        });
      }
      Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
    } else {
      if (intent.status !== 'requires_capture' && intent.status !== 'requires_payment_method') {
        return remembered(request, unexpectedState(intent, 'cancel'));
      }
      Object.assign(intent, { status: 'canceled', amount_capturable: 0, cancellation_reason: 'requested_by_customer' });
    }
    return remembered(request, { status: 200, body: { ...intent } });
  };
}

/**
 * Stripe's own behaviour, unless a test says otherwise: a create answers a new open session
 * (the same one again for a repeated Idempotency-Key); a retrieve answers the session as it is now.
 */
function stripeLike(sessions, byKey, intents, expiredHolds) {
  const refundsByKey = new Map();
  const intentCall = intentCalls(intents, expiredHolds);
  return (request) => {
    const onIntent = intentCall(request);
    if (onIntent) return onIntent;
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
        // Not a field of Stripe's session: the stand-in's note of the intent the session will create.
        capture_method: params.get('payment_intent_data[capture_method]') ?? 'automatic',
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        success_url: params.get('success_url'),
        cancel_url: params.get('cancel_url'),
        client_reference_id: params.get('client_reference_id'),
        metadata: metadataOf(params),
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
  const intents = new Map();
  const expiredHolds = new Set();
  const answer = respond ?? stripeLike(sessions, new Map(), intents, expiredHolds);
  /** Session creates held by holdCreates: each waits for `released`; `arrived` is told once `count` are waiting. */
  let hold = null;
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      const request = { method: req.method, path: req.url, headers: req.headers, body };
      const index = requests.push(request) - 1;
      if (hold && request.method === 'POST' && request.path === '/v1/checkout/sessions') {
        const { released } = hold;
        if (++hold.waiting === hold.count) hold.arrived();
        await released;
      }
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
        intents,
        updateSession: (id, changes) => sessions.set(id, { ...sessions.get(id), ...changes }),
        /**
         * The shopper paid on Stripe's page: the session completes with its payment intent
         * (`pi_<session id>`), charged (`succeeded`, paid) or, for a manual capture, authorised
         * (`requires_capture`, the session still `unpaid` as Stripe says of an uncaptured payment).
         */
        completeSession: (id) => {
          const session = sessions.get(id);
          const manual = session.capture_method === 'manual';
          const intent = {
            id: `pi_${id}`,
            object: 'payment_intent',
            status: manual ? 'requires_capture' : 'succeeded',
            capture_method: session.capture_method,
            amount: session.amount_total,
            amount_capturable: manual ? session.amount_total : 0,
            amount_received: manual ? 0 : session.amount_total,
          };
          intents.set(intent.id, intent);
          sessions.set(id, { ...session, status: 'complete', payment_status: manual ? 'unpaid' : 'paid', payment_intent: intent });
          return intent;
        },
        /**
         * The card's hold ran out before capture: Stripe refuses the capture as expired
         * ('expired'), or has cancelled the intent itself ('canceled').
         */
        endHold: (intentId, how) => {
          const intent = intents.get(intentId);
          if (how === 'canceled') Object.assign(intent, { status: 'canceled', amount_capturable: 0, cancellation_reason: 'automatic' });
          else expiredHolds.add(intentId);
        },
        /**
         * Holds every session create from now on, unanswered, until `release()`: `arrived` resolves
         * once `count` of them are waiting. For races whose order a test must decide.
         */
        holdCreates: (count) => {
          let arrived;
          let release;
          const released = new Promise((resolve) => (release = resolve));
          hold = { count, waiting: 0, released, arrived: () => arrived() };
          return {
            arrived: new Promise((resolve) => (arrived = resolve)),
            release: () => {
              hold = null;
              release();
            },
          };
        },
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
