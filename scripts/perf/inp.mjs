/**
 * `npm run perf -- --inp`: Interaction to Next Paint of each interaction of scripts/perf/interactions.mjs,
 * measured with `web-vitals` in Debian's Chromium (driven by playwright-core) with the CPU slowed
 * 4x, `runs` times each on a fresh page once it is live; the median and the worst against the
 * target of issue 42 (worst <= 100 ms). Starts its own site, with a new admin token and an empty
 * order store in a temporary folder, removed afterwards (docs/architecture.md#performance-checks).
 */
/* global window -- the cart's init script runs in the page */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { contractModule } from './contractModule.mjs';
import { INTERACTIONS } from './interactions.mjs';
import { CPU_SLOWDOWN, VITALS_INIT_SCRIPT, openLive, readInp, slowDown } from './inpPage.mjs';
import { printInpTable, summarise, writeInpResults } from './inpReport.mjs';
import { prepareSite } from './inpSetup.mjs';
import { provenance } from './provenance.mjs';
import { BASE, siteIsUp, startSite } from './site.mjs';

const TARGET_MS = 100;
/** Room for a page to arrive and an outcome to show on a busy machine with the CPU slowed. */
const STEP_TIMEOUT_MS = 60_000;
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** As the browser suites launch it (e2e/playwright.config.ts). */
const LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
const { CART_STORAGE_KEY } = contractModule('cart/storageKey.ts');

/** Throws with every mistake in the interactions' definitions, before anything starts. */
function checkDefinitions(interactions) {
  const problems = [];
  const names = new Set();
  for (const [index, interaction] of interactions.entries()) {
    const label = interaction.name ?? `interaction ${index + 1}`;
    if (typeof interaction.name !== 'string' || !interaction.name) problems.push(`${label}: no name`);
    else if (names.has(interaction.name)) problems.push(`${label}: named twice`);
    names.add(interaction.name);
    if (typeof interaction.path !== 'string' && typeof interaction.path !== 'function') problems.push(`${label}: no path`);
    if (typeof interaction.act !== 'function') problems.push(`${label}: no act(page)`);
    if (interaction.prepare !== undefined && typeof interaction.prepare !== 'function')
      problems.push(`${label}: prepare is not a function`);
    if (interaction.cart !== undefined && !Array.isArray(interaction.cart)) problems.push(`${label}: cart is not a list of lines`);
  }
  if (problems.length) throw new Error(`scripts/perf/interactions.mjs:\n  ${problems.join('\n  ')}`);
}

/** One run: a fresh browser context and page, live, then slowed, then the interaction; its INP. */
async function measureOnce(browser, interaction, setup, run) {
  const context = await browser.newContext({
    baseURL: BASE,
    ...(interaction.phone ? PHONE : DESKTOP),
    storageState: interaction.office ? setup.officeState : undefined,
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  try {
    await context.addInitScript(VITALS_INIT_SCRIPT);
    if (interaction.cart)
      await context.addInitScript(
        ({ key, stored }) => {
          // Only the page itself (frames keep their own storage), and only as the visit starts.
          if (window === window.top && localStorage.getItem(key) === null) localStorage.setItem(key, stored);
        },
        {
          key: CART_STORAGE_KEY,
          stored: JSON.stringify(interaction.cart),
        },
      );
    const page = await context.newPage();
    await openLive(page, typeof interaction.path === 'function' ? interaction.path({ ...setup, run }) : interaction.path);
    await interaction.prepare?.(page);
    await slowDown(page);
    await interaction.act(page, setup);
    return await readInp(page);
  } catch (error) {
    return { failure: error.message.split('\n')[0] };
  } finally {
    await context.close();
  }
}

async function measureAll(browser, interactions, setup, runs) {
  const rows = [];
  for (const interaction of interactions) {
    if (interaction.deliveryZone) await setup.setDeliveryZone();
    process.stdout.write(`  ${interaction.name} ...`);
    const attempts = [];
    for (let run = 0; run < runs; run++) {
      const result = await measureOnce(browser, interaction, setup, run);
      attempts.push(result);
      process.stdout.write(result.failure ? ' failed' : ` ${Math.round(result.value)}`);
    }
    process.stdout.write('\n');
    rows.push(summarise(interaction.name, attempts, TARGET_MS));
  }
  return rows;
}

/** Measures the interactions (those whose name contains `only`, when given); resolves to whether every one met the target. */
export async function measureInp({ runs, only, dryRun = false }) {
  checkDefinitions(INTERACTIONS);
  const chosen = only ? INTERACTIONS.filter((interaction) => interaction.name.toLowerCase().includes(only.toLowerCase())) : INTERACTIONS;
  if (chosen.length === 0) throw new Error(`No interaction's name contains "${only}" (scripts/perf/interactions.mjs).`);
  if (dryRun) {
    console.log(`${chosen.length} interaction(s), ${runs} runs each, CPU ${CPU_SLOWDOWN}x slower, target worst <= ${TARGET_MS} ms:`);
    for (const interaction of chosen) {
      const where = typeof interaction.path === 'function' ? interaction.path({ orders: ['<a paid order>'], run: 0 }) : interaction.path;
      const how = [interaction.phone && '390 px, touch', interaction.office && 'signed in', interaction.cart && 'with a cart'].filter(
        Boolean,
      );
      console.log(`  ${interaction.name}: ${where}${how.length ? ` (${how.join(', ')})` : ''}`);
    }
    return true;
  }
  if (await siteIsUp()) {
    console.error(
      `A site already answers on ${BASE}: --inp starts its own, with an admin token and an empty order store. Stop that one, or move ` +
        'this one to free ports as npm start takes them (SHELL_PORT, CHECKOUT_SERVICE_PORT, SHOP_PORT, ...: scripts/start.mjs).',
    );
    return false;
  }

  const adminToken = randomBytes(24).toString('hex');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'terra-verde-inp-'));
  // Rate limits far above what the set-up's orders and the runs' pages ask from this one machine.
  const site = await startSite({
    ADMIN_TOKEN: adminToken,
    DATA_DIR: dataDir,
    CHECKOUT_RATE_LIMIT: '100000',
    ORDER_LOOKUP_RATE_LIMIT: '100000',
    FORM_RATE_LIMIT: '100000',
  });
  let rows;
  try {
    const browser = await chromium.launch(LAUNCH);
    try {
      const office = chosen.some((interaction) => interaction.office);
      const setup = await prepareSite({ browser, adminToken, office, orders: office ? runs : 0 });
      console.log(`Measuring INP, ${runs} runs per interaction, CPU ${CPU_SLOWDOWN}x slower:`);
      rows = await measureAll(browser, chosen, setup, runs);
    } finally {
      await browser.close();
    }
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  printInpTable(rows, { runs, targetMs: TARGET_MS, slowdown: CPU_SLOWDOWN });
  writeInpResults(rows, { ...provenance(), cpuSlowdown: CPU_SLOWDOWN, runs, targetWorstMs: TARGET_MS });
  const missed = rows.filter((row) => !row.meetsTarget);
  if (missed.length)
    console.error(`\n${missed.length} of ${rows.length} interaction(s) missed the target: ${missed.map((row) => row.name).join(', ')}`);
  return missed.length === 0;
}
