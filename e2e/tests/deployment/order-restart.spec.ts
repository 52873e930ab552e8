import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TWO_PRODUCTS } from '../../support/cart';
import { startCheckoutService } from '../../support/deployment/checkoutService';
import { expect, test } from '../../support/fixtures';
import { LOCAL_SITE as SITE } from '../../support/topology';

const CHECKOUT = {
  items: TWO_PRODUCTS,
  success_url: `${SITE}/checkout/success`,
  cancel_url: `${SITE}/checkout/cancel`,
  customer: {
    firstName: 'Ana',
    lastName: 'Souza',
    country: 'Canada',
    address1: '12 Orchard Lane',
    city: 'Guelph',
    state: 'Ontario',
    postcode: 'N1H 2K3',
    email: 'ana@example.com',
  },
};

/**
 * The built checkout-service with the embedded store, as `npm start` runs it, stopped and
 * started again on the same data directory: what was paid stays paid, a repeated checkout
 * attempt gets the same session, and a second process can never open the directory meanwhile.
 */
test.describe('orders survive a restart of the checkout-service', () => {
  let dataDir: string;
  test.beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'terra-verde-restart-'));
  });
  test.afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  test('a paid order and its idempotency key outlive the process; a second process on the same directory refuses to start', async ({
    page,
    request,
  }) => {
    test.slow();
    const first = await startCheckoutService(dataDir);
    let session: { id: string; url: string };
    try {
      const created = await request.post(`${first.url}/api/create-checkout-session`, {
        data: CHECKOUT,
        headers: { 'Idempotency-Key': 'restart-attempt' },
      });
      expect(created.status()).toBe(200);
      session = await created.json();

      // One owner per directory: a second service on it stops at once, saying why.
      const second = await startCheckoutService(dataDir).catch((error: Error) => error);
      expect(second).toBeInstanceOf(Error);
      expect((second as Error).message).toContain('exited (1) before listening');
      expect((second as Error).message).toContain(`The data directory ${dataDir} is in use by another checkout-service process`);

      const paid = await request.post(`${first.url}/api/test-payment/${session.id}/pay`, { headers: { Origin: SITE }, maxRedirects: 0 });
      expect(paid.status()).toBe(303);
    } finally {
      expect(await first.stop()).toBe(0);
    }

    const restarted = await startCheckoutService(dataDir);
    try {
      const order = await (await request.get(`${restarted.url}/api/orders/by-session/${session.id}`)).json();
      expect(order).toMatchObject({ status: 'paid', firstName: 'Ana', town: 'Guelph', totalCents: 1580 });
      const again = await request.post(`${restarted.url}/api/create-checkout-session`, {
        data: CHECKOUT,
        headers: { 'Idempotency-Key': 'restart-attempt' },
      });
      expect(await again.json()).toEqual(session);
      // The test-payment page remembers it was paid.
      await page.goto(`${restarted.url}/api/test-payment/${session.id}`);
      await expect(page.getByRole('status')).toHaveText('This test payment is complete. Paying again charges nothing.');
      await expect(page.getByText(order.number)).toBeVisible();
    } finally {
      expect(await restarted.stop()).toBe(0);
    }
  });
});
