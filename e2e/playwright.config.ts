import { defineConfig, devices } from '@playwright/test';
import { ADMIN_TOKEN } from './support/adminToken';
import { MAIL_SINK } from './support/mailbox';
import { STOCK_SPECS } from './support/stockOwners';
import { LOCAL_SITE } from './support/topology';

/**
 * The cross-remote suite. It runs against the production builds served by `npm start`
 * (started here unless BASE_URL points at a deployed site), in Debian's Chromium.
 */
const baseURL = process.env.BASE_URL ?? LOCAL_SITE;
// The deployment suite builds and serves candidate remotes on this machine: local only.
const localOnly = process.env.BASE_URL ? ['**/deployment/**'] : [];
const browser = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };
const DELIVERY_RULES_SPEC = '**/delivery/delivery-rules.spec.ts';
const WEIGHED_PRODUCE_SPEC = '**/weighing/weighed-produce.spec.ts';

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // The suites that change stock run on their own once every other has finished, passed or not
    // (a teardown project, unlike a dependent one, runs after failures too): the others read pages
    // that list those products (/shop, the home page, related products) and compare them with
    // themselves or click the first one, which a stock change in between would upset. Each stock
    // suite owns its products (support/stockOwners.ts), so they may overlap among themselves.
    // `--no-deps` leaves them out of a run of other suites.
    {
      name: 'chromium',
      use: browser,
      testIgnore: [...localOnly, ...STOCK_SPECS, DELIVERY_RULES_SPEC, WEIGHED_PRODUCE_SPEC],
      teardown: 'stock',
    },
    { name: 'stock', use: browser, testMatch: STOCK_SPECS, testIgnore: localOnly },
    // The farm's delivery rules apply to every checkout on the site: the suite that sets them runs
    // alone, after the others (it depends on them) and before the stock suites (their teardown
    // waits for every project that depends on 'chromium'), and puts back "no rules" when it ends.
    // A teardown cannot have a teardown of its own: Playwright then runs neither.
    { name: 'delivery-rules', use: browser, testMatch: DELIVERY_RULES_SPEC, dependencies: ['chromium'] },
    // Selling the tomatoes by weight changes every page and checkout that shows them: the same,
    // after the delivery rules (whose minimum and zones would change its checkout) and before the
    // stock suites; it sells them by the piece again when it ends.
    { name: 'weighing', use: browser, testMatch: WEIGHED_PRODUCE_SPEC, dependencies: ['chromium', 'delivery-rules'] },
  ],
  webServer: process.env.BASE_URL
    ? undefined
    : [
        {
          // The site's mail goes to a real SMTP server on this machine, where the tests read it. It
          // takes a free port (a mail catcher often holds 2525) and prints its address: the named
          // group puts it in this process's SMTP_URL, which the site, started next, inherits.
          command: 'node support/mailSink.mjs',
          wait: { stdout: /mail sink at (?<smtp_url>smtp:\/\/127\.0\.0\.1:\d+)/ },
          env: { MAIL_SINK_DIR: MAIL_SINK.dir },
        },
        {
          command: 'node ../scripts/start.mjs',
          url: `${LOCAL_SITE}/remotes.json`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
          // Stopped as Ctrl-C stops it, so the service releases its data directory's lock; Playwright's
          // default SIGKILL left the lock for the next run to wait out (docs/decisions/data-dir-lock.md).
          gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
          stdout: 'pipe',
          // Every test starts checkouts and sends forms from this one machine: far above what the suites make in a minute.
          // The deployment suite points the site at candidate builds on this machine (QA overrides).
          env: {
            ADMIN_TOKEN: ADMIN_TOKEN!,
            CHECKOUT_RATE_LIMIT: '100000',
            ORDER_LOOKUP_RATE_LIMIT: '100000',
            FORM_RATE_LIMIT: '100000',
            // Every page view of every suite sends a field report (VITALS_SAMPLE's default under npm start).
            VITALS_RATE_LIMIT: '100000',
            REMOTE_OVERRIDES: 'on',
            // SMTP_URL: the mail sink's, from the environment (above).
          },
        },
      ],
});
