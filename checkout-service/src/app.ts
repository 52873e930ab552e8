import Koa from 'koa';
import { checkoutRoutes, SESSIONS_RATE_LIMITED } from './checkout/checkoutRoutes';
import type { ServiceConfig } from './config/config';
import { jsonErrors } from './http/httpErrors';
import { healthRoutes } from './http/healthRoutes';
import { accessLog, type AccessEntry } from './logging/accessLog';
import { requestContext } from './logging/requestContext';
import { refuseControlCharactersInPath } from './http/controlCharacters';
import { consoleLogger, type Logger } from './logger';
import { adminRoutes } from './admin/adminRoutes';
import { createFulfil } from './orders/fulfil';
import { createMailComposer } from './mail/compose';
import { createExpirySweeper, type ExpirySweeper } from './orders/expirySweeper';
import { LOOKUPS_RATE_LIMITED, orderRoutes } from './orders/orderRoutes';
import { throttlePaymentChecks } from './orders/paymentCheckThrottle';
import { createCheckoutStarter } from './checkout/startCheckout';
import { LocalPaymentProvider } from './payments/local/localProvider';
import { createStripeClient, createStripeProvider } from './payments/stripe/stripeProvider';
import { clientAddress, perMinuteLimit } from './http/rateLimit';
import { checkoutCookie } from './checkout/checkoutCookie';
import { createCheckoutCloser } from './orders/closeCheckout';
import { securityHeaders } from './http/securityHeaders';
import type { Store } from './store/openStore';
import { webhookRoutes } from './payments/stripe/webhookRoutes';
import { testPaymentRoutes } from './payments/local/testPaymentRoutes';
import { createSignInThrottle } from './staff/signInThrottle';
import { createStaffSessions } from './staff/staffSessions';
import { staffArea, staffSessionRoutes } from './staff/staffRoutes';
import { requireStaff } from './staff/requireStaff';
import { officeRoutes } from './office/officeRoutes';
import { weighingRoutes } from './weighing/weighingRoutes';
import { deliveryRoutes } from './delivery/deliveryRoutes';
import { availabilityRoutes, staffStockRoutes } from './stock/stockRoutes';
import { visitorRoutes } from './visitors/visitorRoutes';
import { createSettleBalance } from './weighing/balancePayment';
import { balanceRoutes } from './weighing/balanceRoutes';
import { holdsRoutes } from './weighing/holdsRoutes';
import { createHoldSweeper, type HoldSweeper } from './weighing/holdSweeper';
import { vitalsRoutes } from './vitals/vitalsRoutes';

/** What tests replace: the clock the staff's sessions and sign-in throttle read. */
export interface AppOptions {
  now?: () => number;
  /** True once the server was asked to stop (src/server.ts): /readyz says so. */
  stopping?: () => boolean;
  /** Told of each answered request (src/logging/accessLog.ts): the server's log and metrics; none in tests. */
  onAnswered?: (entry: AccessEntry) => void;
}

/**
 * The payment provider the configuration chose, the one way an order leaves pending through it,
 * and the order e-mails, which each change's caller composes and hands to the store (docs/decisions/mail-outbox.md).
 */
function paymentsFor(config: ServiceConfig, store: Store, log: Logger, now: () => number) {
  const stripe = config.payments.provider === 'stripe' ? createStripeClient(config.payments.stripe) : null;
  const provider = stripe ? createStripeProvider(stripe, log, now) : new LocalPaymentProvider(store.localPayments, now);
  const mail = createMailComposer({ site: config.mail.siteUrl, farmEmail: config.mail.farmEmail });
  const fulfil = createFulfil(store.orders, provider, mail);
  return { stripe, provider, mail, fulfil, closeCheckout: createCheckoutCloser(store.orders, provider, mail, fulfil) };
}

/** The background pass that gives back the stock of unpaid checkouts (src/orders/expirySweeper.ts); started by the server. */
export function createSweeper(
  config: ServiceConfig,
  store: Store,
  log: Logger = consoleLogger,
  { now = Date.now }: AppOptions = {},
): ExpirySweeper {
  const { closeCheckout, mail } = paymentsFor(config, store, log, now);
  return createExpirySweeper({ orders: store.orders, closeCheckout, mail, log, now });
}

/** The background pass that marks card holds that ended before capture (src/weighing/holdSweeper.ts); started by the server. */
export function createHoldsSweeper(
  config: ServiceConfig,
  store: Store,
  log: Logger = consoleLogger,
  { now = Date.now }: AppOptions = {},
): HoldSweeper {
  const { provider } = paymentsFor(config, store, log, now);
  return createHoldSweeper({ orders: store.orders, provider, log, now });
}

/**
 * Builds the service from its configuration and an opened store: no listening and no globals,
 * so tests run many side by side.
 */
export function createApp(
  config: ServiceConfig,
  store: Store,
  log: Logger = consoleLogger,
  { now = Date.now, stopping = () => false, onAnswered }: AppOptions = {},
): Koa {
  const app = new Koa();
  // Koa would print every error itself; jsonErrors already logs what matters.
  app.silent = true;
  const { payments } = config;
  const webhookSecret = payments.provider === 'stripe' ? payments.stripe.webhookSecret : null;
  const { stripe, provider, mail, fulfil, closeCheckout } = paymentsFor(config, store, log, now);

  // The request's id first, so every line and outbox row the request causes carries it.
  app.use(requestContext());
  if (onAnswered) app.use(accessLog(onAnswered));
  app.use(securityHeaders);
  app.use(jsonErrors(log));
  app.use(refuseControlCharactersInPath);
  app.use(staffArea(config.siteOrigins));

  const health = healthRoutes(store, { provider: provider.name, stopping });

  const { trustedProxies } = config;
  const limitSessions = perMinuteLimit(
    { name: 'sessions', perMinute: config.sessionsPerMinute, trustedProxies, refusal: SESSIONS_RATE_LIMITED },
    store.rateCounts,
  );
  const limitLookups = perMinuteLimit(
    { name: 'lookups', perMinute: config.lookupsPerMinute, trustedProxies, refusal: LOOKUPS_RATE_LIMITED },
    store.rateCounts,
  );
  // The cookie is Secure when the site is served over https (docs/decisions/staff-sign-in.md).
  const secure = config.siteOrigins.some((origin) => origin.startsWith('https:'));
  const staffSessions = createStaffSessions(store.staff, { now, secure });
  const cookie = checkoutCookie({ secure });
  const officeGuards = { requireStaff: requireStaff(staffSessions) };
  const routers = [
    health,
    availabilityRoutes(store.stock, config.holdBufferPercent),
    checkoutRoutes({
      startCheckout: createCheckoutStarter(store.orders, provider, closeCheckout, store.deliveryRules, config.holdBufferPercent),
      closeCheckout,
      orders: store.orders,
      siteOrigins: config.siteOrigins,
      limitSessions,
      calendar: { timeZone: config.farmTimeZone, now },
      callers: { cookie, addressOf: clientAddress(trustedProxies) },
      pickups: { rules: store.deliveryRules, between: store.deliveryBookings.between },
    }),
    // The webhook and the test page's Pay below call fulfil itself: only the success page's question is throttled.
    orderRoutes(store.orders, throttlePaymentChecks(fulfil, log), limitLookups, cookie),
    // The pay link for the exact amount of an order whose card hold ended, counted with the look-ups.
    balanceRoutes(store.orders, provider, createSettleBalance(store.orders, provider), { site: config.mail.siteUrl, limitLookups }),
    // The staff's routes exist whatever ADMIN_TOKEN is: they need a signed-in session instead.
    staffSessionRoutes({ staff: store.staff, sessions: staffSessions, throttle: createSignInThrottle(store.staff, now), trustedProxies }),
    // The farm's office: the staff's order list, orders, status changes, refunds and day's work.
    staffStockRoutes(store.stock, officeGuards),
    // The delivery rules: the cart's offer, a postcode's days, and the office's Delivery screen.
    deliveryRoutes(store, officeGuards, { timeZone: config.farmTimeZone, now }),
    officeRoutes(store.orders, store.outbox, provider, officeGuards, { timeZone: config.farmTimeZone, now, mail }),
    // The weights entered at packing: the exact amount charged from the card's hold (docs/decisions/weighed-produce.md).
    weighingRoutes({ orders: store.orders, outbox: store.outbox, weighing: store.weighing, provider, mail }, officeGuards),
    // The card holds ending within a day, and those that ended (docs/decisions/weighed-produce.md).
    holdsRoutes(store.orders, officeGuards, now),
    // The visitors' forms, and the office's Inbox, box requests, subscribers, comments and privacy look-up.
    ...visitorRoutes({
      stores: store.visitors,
      guards: officeGuards,
      mail: { site: config.mail.siteUrl, farmEmail: config.mail.farmEmail },
      formsPerMinute: config.formsPerMinute,
      trustedProxies,
      rateCounts: store.rateCounts,
      log,
      now,
      timeZone: config.farmTimeZone,
    }),
    // The shoppers' field measurements, and the office's Field vitals (docs/decisions/field-vitals.md).
    vitalsRoutes(store.vitals, {
      guards: officeGuards,
      perMinute: config.vitalsPerMinute,
      trustedProxies,
      rateCounts: store.rateCounts,
      timeZone: config.farmTimeZone,
      now,
    }),
  ];
  if (provider instanceof LocalPaymentProvider) routers.push(testPaymentRoutes(provider, store.orders, fulfil, config.siteOrigins));
  if (stripe && webhookSecret) routers.push(webhookRoutes(stripe, webhookSecret, fulfil, log));
  if (config.adminToken)
    routers.push(adminRoutes(store.orders, config.adminToken, store.staff, store.stock, { trustedProxies, log, now }, store.deliveryRules));
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
