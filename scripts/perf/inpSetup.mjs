/**
 * What the INP measurement's interactions need of the site it started (an empty order store and
 * its admin token): a staff account signed in, paid orders for the office to move on, and
 * delivery rules with a zone for the checkout's postcode. Made through the service's API as a
 * script makes them (docs/product.md#delivery-rules), and orders paid on the local test-payment
 * page's own Pay action, as the browser suites pay (e2e/support/officeAccount.ts).
 */
import { request } from 'playwright-core';
import { contractModule } from './contractModule.mjs';
import { BASE } from './site.mjs';

const { API_PATHS } = contractModule('api/paths.ts');

const STAFF = { email: `perf-${Date.now().toString(36)}@terraverde.farm`, password: 'packing-shed-password' };
/** One bunch of grapes: no browser suite's stock (e2e/support/stockOwners.ts), and this store is the run's own anyway. */
const ORDER_LINE = { id: 18, quantity: 1 };
const CUSTOMER = {
  firstName: 'Ana',
  lastName: 'Souza',
  country: 'Canada',
  address1: '12 Orchard Lane',
  city: 'Guelph',
  state: 'Ontario',
  postcode: 'N1H 2K3',
  email: 'ana@example.com',
};
/** A zone taking postcodes from 8801 every day, no minimum: typing 88015 shows its fee and days. */
const ZONE_POSTCODE = '88015';
const DELIVERY_RULES = {
  minimumOrderCents: 0,
  closedDays: [],
  pickup: { capacityPerDay: null, cutoffHour: 24 },
  zones: [
    {
      name: 'Island',
      postcodePrefixes: ['8801'],
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      feeCents: 800,
      freeFromCents: 6000,
      cutoffHour: 24,
      capacityPerDay: 100,
    },
  ],
};

async function expectStatus(response, status, what) {
  if (response.status() !== status) throw new Error(`${what}: the service answered ${response.status()}: ${await response.text()}`);
}

/** Places one order and pays it on the test-payment page's Pay action; resolves to its number. */
async function paidOrder(api) {
  const session = await api.post(API_PATHS.checkoutSession, {
    data: { items: [ORDER_LINE], success_url: `${BASE}/checkout/success`, cancel_url: `${BASE}/checkout/cancel`, customer: CUSTOMER },
  });
  await expectStatus(session, 200, 'Starting a checkout');
  const { id, url } = await session.json();
  // The Pay button's form posts from the page itself, which the service checks (testPaymentRoutes.ts).
  const pay = await api.post(`${new URL(url, BASE).pathname}/pay`, { headers: { 'sec-fetch-site': 'same-origin' }, maxRedirects: 0 });
  await expectStatus(pay, 303, 'Paying on the test-payment page');
  const order = await api.get(API_PATHS.orderBySession.replace(':sessionId', encodeURIComponent(id)));
  await expectStatus(order, 200, 'Looking the paid order up');
  return (await order.json()).number;
}

/** Signs in on the office's form, as staff do; the signed-in browser state for the office's pages. */
async function signedInState(browser) {
  const context = await browser.newContext({ baseURL: BASE });
  try {
    const page = await context.newPage();
    await page.goto('/office');
    await page.getByLabel('Email').fill(STAFF.email);
    await page.getByLabel('Password').fill(STAFF.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Sets the site up for the interactions: `orders` paid orders (placed while the farm has no
 * delivery rules, so no day needs booking) and, for the `office`'s, a signed-in staff account. Resolves to what the
 * interactions are given: the orders' numbers, the office's signed-in state, the zone's postcode,
 * and `setDeliveryZone()`, which gives the farm its delivery zone from then on.
 */
export async function prepareSite({ browser, adminToken, office, orders }) {
  const admin = { Authorization: `Bearer ${adminToken}` };
  const api = await request.newContext({ baseURL: BASE });
  try {
    if (office) await expectStatus(await api.post(API_PATHS.adminStaff, { headers: admin, data: STAFF }), 201, 'Creating a staff account');
    const numbers = [];
    for (let i = 0; i < orders; i++) numbers.push(await paidOrder(api));
    return {
      orders: numbers,
      officeState: office ? await signedInState(browser) : undefined,
      zonePostcode: ZONE_POSTCODE,
      setDeliveryZone: async () => {
        const rules = await request.newContext({ baseURL: BASE });
        try {
          await expectStatus(
            await rules.put(API_PATHS.adminDelivery, { headers: admin, data: DELIVERY_RULES }),
            200,
            'Setting the delivery rules',
          );
        } finally {
          await rules.dispose();
        }
      },
    };
  } finally {
    await api.dispose();
  }
}
