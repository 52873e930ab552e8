// HTTP only: Playwright's own test with ownStock, without the fixtures' browser page (support/fixtures.ts watches a page).
import { expect, type APIRequestContext } from '@playwright/test';
import type { DefaultTreeAdapterMap } from 'parse5';
import { AVAILABILITY_SNAPSHOT_ID, findProductBySlug, STOCK_GATE_ATTRIBUTE, STOCK_LABEL_ATTRIBUTE, type StockChange } from 'contract';
import { attribute, fetchPage, find, findAll, scriptContent, textOf, type ParsedElement } from '../../support/pageHtml';
import { test } from '../../support/stock';

/**
 * A product's composed page says the stock the farm set, to the shopper and to a search engine,
 * within the time the shell's server keeps the service's availability
 * (docs/decisions/live-availability.md). Raw HTML as the site's server sends it: no browser.
 * Only Wild Blueberries is changed here, this suite's own (support/stockOwners.ts), and ownStock
 * leaves it not tracked after each test, as it started.
 */
test.describe.configure({ mode: 'serial' });

const PRODUCT = findProductBySlug('wild-blueberries')!;
const PAGE = `/product/${PRODUCT.slug}`;
/** The server keeps an availability 5 s; the rest is room for the change and a composition on a busy machine. */
const FOLLOWS_WITHIN_MS = 15_000;
const SOLD_OUT: StockChange = { onHand: 0, soldOut: true };

/** Every element under a node, in document order: the marks may be on any tag. */
function* elements(node: DefaultTreeAdapterMap['node']): Generator<ParsedElement> {
  if ('tagName' in node) yield node;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* elements(child);
}

/** What the product's page says of its stock, as sent: every label and button marked for it (the page also lists other products). */
async function stockOnPage(request: APIRequestContext) {
  const page = await fetchPage(request, PAGE);
  const marked = (name: string) => [...elements(page.serverPage)].filter((element) => attribute(element, name) === String(PRODUCT.id));
  const labels = marked(STOCK_LABEL_ATTRIBUTE);
  const jsonLd = findAll(page.head, 'script', { type: 'application/ld+json' }).map((script) => scriptContent(script));
  const product = jsonLd
    .map((text) => JSON.parse(text) as { '@type': string; offers?: { availability?: string } })
    .find((block) => block['@type'] === 'Product');
  const snapshot = find(page.head, 'script', { id: AVAILABILITY_SNAPSHOT_ID });
  return {
    status: page.status,
    /** The label's words, when the page says them alike everywhere. */
    label: [...new Set(labels.map((label) => textOf(label)))].join(' / '),
    states: [...new Set(labels.map((label) => attribute(label, 'data-stock-state')))],
    disabled: [...new Set(marked(STOCK_GATE_ATTRIBUTE).map((button) => attribute(button, 'disabled') !== undefined))],
    availability: product?.offers?.availability,
    /** All the page's structured data, as a search engine reads it. */
    jsonLd: jsonLd.join(' '),
    /** What the page was filled from: this product and each other one it lists. */
    snapshot: snapshot ? (JSON.parse(scriptContent(snapshot)) as { products: unknown[] }).products : [],
  };
}

test('a product set sold out: its page says "Sold out", its button is disabled and its JSON-LD says SoldOut', async ({
  request,
  ownStock,
}) => {
  await expect.poll(async () => (await stockOnPage(request)).label, { timeout: FOLLOWS_WITHIN_MS }).toBe('In Stock');
  await ownStock.set(PRODUCT, SOLD_OUT);
  await expect
    .poll(async () => (await stockOnPage(request)).label, { timeout: FOLLOWS_WITHIN_MS, message: 'the label follows the stock' })
    .toBe('Sold out');
  const page = await stockOnPage(request);
  expect(page).toMatchObject({ status: 200, states: ['sold_out'], disabled: [true], availability: 'https://schema.org/SoldOut' });
  expect(page.jsonLd).not.toContain('InStock');
  // What the browser's first render starts from, so that it hydrates to this HTML.
  expect(page.snapshot).toContainEqual({ productId: PRODUCT.id, left: 0, soldByWeight: null });
});

// ownStock has put it back not tracked after the first test, whose "Sold out" the server may still hold.
test('the same product not tracked again: its page says "In Stock" and its JSON-LD InStock', async ({ request }) => {
  await expect
    .poll(async () => (await stockOnPage(request)).label, { timeout: FOLLOWS_WITHIN_MS, message: 'the label follows the stock' })
    .toBe('In Stock');
  const page = await stockOnPage(request);
  expect(page).toMatchObject({ status: 200, states: ['in_stock'], disabled: [false], availability: 'https://schema.org/InStock' });
  expect(page.snapshot).toContainEqual({ productId: PRODUCT.id, left: null, soldByWeight: null });
});
