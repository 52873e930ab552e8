/**
 * Filling a page's stock marks and JSON-LD offers (src/pages/stock/pageStock.ts), case by case;
 * test/liveAvailability.test.ts covers the page as served.
 */
import type { LiveStock } from '../src/pages/stock/liveAvailability';
import { pageStock } from '../src/pages/stock/pageStock';

const BLUEBERRIES = 14;
/** The service's answer for these products' `left`, none of them weighed. */
const lefts = (entries: Array<[number, number | null]>): LiveStock => ({
  products: new Map(entries.map(([productId, left]) => [productId, { productId, left, soldByWeight: null }])),
  holdBufferPercent: 15,
});
const offer = (extra: object = {}) => ({
  '@type': 'Offer',
  url: 'https://terraverde.farm/product/wild-blueberries',
  price: '6.50',
  ...extra,
});
const product = (extra: object = {}) => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Wild Blueberries',
  sku: 'WILD-BLUEBERRIES',
  offers: offer(),
  ...extra,
});

describe('the stock marks of a page', () => {
  it('fills a label after the icon it holds, replacing any text it was built with, and says the state on it', () => {
    const html = '<p><span data-stock-label="14" class="stock"><svg aria-hidden="true"></svg> built</span></p>';
    expect(pageStock(html, []).fill(lefts([[BLUEBERRIES, 2]])).main).toBe(
      '<p><span data-stock-state="few_left" data-stock-label="14" class="stock"><svg aria-hidden="true"></svg>Only 2 left</span></p>',
    );
  });

  it('disables the button of a sold-out product only, and leaves one its build disabled as it is', () => {
    const html =
      '<button data-stock-gate="14">Add</button><button data-stock-gate="3" disabled="">Add</button><button data-stock-gate="5">Add</button>';
    expect(
      pageStock(html, []).fill(
        lefts([
          [BLUEBERRIES, 0],
          [3, 0],
          [5, null],
        ]),
      ).main,
    ).toBe(
      '<button disabled="" data-stock-gate="14">Add</button><button data-stock-gate="3" disabled="">Add</button><button data-stock-gate="5">Add</button>',
    );
  });

  it('leaves the marks of a product the service did not list as they were built, and adds no snapshot for nothing filled', () => {
    const html = '<span data-stock-label="14"></span><button data-stock-gate="14">Add</button>';
    const stock = pageStock(html, []);
    expect(stock.productIds).toEqual([BLUEBERRIES]);
    expect(stock.fill(lefts([[3, 0]]))).toEqual({ main: html, jsonLd: [], snapshot: '' });
    expect(stock.fill(null)).toEqual({ main: html, jsonLd: [], snapshot: '' });
    expect(stock.key(lefts([[3, 0]]))).toBe(stock.key(null));
  });

  it('marks nothing on a page without marks or with marks that name no product', () => {
    for (const html of ['<h1>Cart</h1>', '<span data-stock-label="">x</span><button data-stock-gate="fourteen">Add</button>']) {
      const stock = pageStock(html, []);
      expect(stock.productIds).toEqual([]);
      expect(stock.fill(lefts([[BLUEBERRIES, 0]])).main).toBe(html);
    }
  });

  it('tells fillings apart by what they fill, not by the other products of the catalogue', () => {
    const stock = pageStock('<span data-stock-label="14"></span>', []);
    expect(
      stock.key(
        lefts([
          [BLUEBERRIES, 3],
          [3, 1],
        ]),
      ),
    ).toBe(
      stock.key(
        lefts([
          [BLUEBERRIES, 3],
          [3, 9],
        ]),
      ),
    );
    expect(stock.key(lefts([[BLUEBERRIES, 3]]))).not.toBe(stock.key(lefts([[BLUEBERRIES, 2]])));
    expect(stock.key(lefts([[BLUEBERRIES, null]]))).not.toBe(stock.key(null));
  });
});

describe('the JSON-LD offer of a product page', () => {
  it('says the availability of the product its offer URL names', () => {
    const stock = pageStock('', [product(), { '@type': 'BreadcrumbList' }]);
    expect(stock.productIds).toEqual([BLUEBERRIES]);
    const { jsonLd, snapshot } = stock.fill(lefts([[BLUEBERRIES, 0]]));
    expect(jsonLd).toEqual([product({ offers: offer({ availability: 'https://schema.org/SoldOut' }) }), { '@type': 'BreadcrumbList' }]);
    expect(snapshot).toBe(
      '<script type="application/json" id="tv-availability">{"products":[{"productId":14,"left":0,"soldByWeight":null}],"holdBufferPercent":15}</script>',
    );
  });

  it('finds the product by its SKU when the offer has no URL of a product page', () => {
    const stock = pageStock('', [product({ offers: { '@type': 'Offer', price: '6.50' } })]);
    expect(stock.fill(lefts([[BLUEBERRIES, null]])).jsonLd).toEqual([
      product({ offers: { '@type': 'Offer', price: '6.50', availability: 'https://schema.org/InStock' } }),
    ]);
  });

  it('drops an availability its build wrote when the service cannot say, and leaves other blocks alone', () => {
    const built = product({ offers: offer({ availability: 'https://schema.org/InStock' }) });
    const stranger = { '@type': 'Product', sku: 'NOT-OURS', offers: { availability: 'https://schema.org/InStock' } };
    expect(pageStock('', [built, stranger]).fill(null).jsonLd).toEqual([product(), stranger]);
  });
});
