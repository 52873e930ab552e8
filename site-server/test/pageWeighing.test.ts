/**
 * Filling a page's weighing marks and its JSON-LD offer's price per kilo
 * (src/pages/weighing/, docs/decisions/weighed-produce.md), case by case; test/liveAvailability.test.ts
 * covers the page as served.
 */
import type { ProductAvailability } from 'contract';
import type { LiveStock } from '../src/pages/stock/liveAvailability';
import { pageStock } from '../src/pages/stock/pageStock';

// Heirloom Tomatoes, $6.30 a piece in the catalogue (was $7.00).
const TOMATOES = 1;

/** The price as the shop renders it at build time: marked, and an empty label for the price per kilo. */
const builtPrice =
  '<p class="shop-price"><span class="shop-price__now" data-weight-price="1"><span class="tv-visually-hidden">Price: </span>$6.30</span>' +
  '<del class="shop-price__old"><span class="tv-visually-hidden">Was </span>$7.00</del>' +
  '<span class="shop-price__unit" data-weight-label="1"></span></p>';

const answer = (...products: ProductAvailability[]): LiveStock => ({
  products: new Map(products.map((product) => [product.productId, product])),
  holdBufferPercent: 15,
});
const tomatoes = (estimatedGrams: number | null) => ({
  productId: TOMATOES,
  left: null,
  soldByWeight: estimatedGrams === null ? null : { estimatedGrams },
});

const offer = { '@type': 'Offer', url: 'https://terraverde.farm/product/heirloom-tomatoes', priceCurrency: 'USD', price: '6.30' };
const productJsonLd = (offers: object) => ({ '@context': 'https://schema.org', '@type': 'Product', sku: 'HEIRLOOM-TOMATOES', offers });

describe('the weighing marks of a page', () => {
  it('says a weighed product’s price is about it, with its price per kilo', () => {
    expect(pageStock(builtPrice, []).fill(answer(tomatoes(1000))).main).toBe(
      '<p class="shop-price"><span class="shop-price__now" data-weight-price="1"><span class="tv-visually-hidden">Price: </span>about $6.30</span>' +
        '<del class="shop-price__old"><span class="tv-visually-hidden">Was </span>$7.00</del>' +
        '<span class="shop-price__unit" data-weight-label="1">$6.30/kg · about 1 kg each</span></p>',
    );
  });

  it('gives a product sold by the piece the HTML the shop always sent: its price, and no mark', () => {
    expect(pageStock(builtPrice, []).fill(answer(tomatoes(null))).main).toBe(
      '<p class="shop-price"><span class="shop-price__now"><span class="tv-visually-hidden">Price: </span>$6.30</span>' +
        '<del class="shop-price__old"><span class="tv-visually-hidden">Was </span>$7.00</del></p>',
    );
  });

  it('leaves the marks as built when the service cannot say, or does not list the product', () => {
    const stock = pageStock(builtPrice, []);
    expect(stock.productIds).toEqual([TOMATOES]);
    expect(stock.fill(null)).toEqual({ main: builtPrice, jsonLd: [], snapshot: '' });
    expect(stock.fill(answer({ productId: 2, left: 3, soldByWeight: { estimatedGrams: 500 } })).main).toBe(builtPrice);
  });

  it('embeds what it filled from: each product’s way of selling, and the hold’s buffer', () => {
    expect(pageStock(builtPrice, []).fill(answer(tomatoes(400))).snapshot).toBe(
      '<script type="application/json" id="tv-availability">' +
        '{"products":[{"productId":1,"left":null,"soldByWeight":{"estimatedGrams":400}}],"holdBufferPercent":15}</script>',
    );
  });

  it('tells fillings apart by the estimated weight and the buffer', () => {
    const stock = pageStock(builtPrice, []);
    const keys = [
      answer(tomatoes(null)),
      answer(tomatoes(1000)),
      answer(tomatoes(400)),
      { ...answer(tomatoes(400)), holdBufferPercent: 20 },
    ].map((live) => stock.key(live));
    expect(new Set(keys).size).toBe(4);
  });

  it('ignores a mark naming no product of the catalogue', () => {
    const html = '<span data-weight-price="999">$1.00</span><span data-weight-label="x"></span>';
    const stock = pageStock(html, []);
    expect(stock.productIds).toEqual([]);
    expect(stock.fill(answer({ productId: 999, left: null, soldByWeight: { estimatedGrams: 100 } })).main).toBe(html);
  });
});

describe('the JSON-LD offer of a weighed product', () => {
  it('gives its price per kilogram as a UnitPriceSpecification, beside its availability', () => {
    const { jsonLd } = pageStock('', [productJsonLd(offer)]).fill(answer(tomatoes(400)));
    expect(jsonLd).toEqual([
      productJsonLd({
        ...offer,
        availability: 'https://schema.org/InStock',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: '15.75',
          priceCurrency: 'USD',
          unitCode: 'KGM',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'KGM' },
        },
      }),
    ]);
  });

  it('gives none to a product sold by the piece, and drops one the build wrote when the service cannot say', () => {
    expect(pageStock('', [productJsonLd(offer)]).fill(answer(tomatoes(null))).jsonLd).toEqual([
      productJsonLd({ ...offer, availability: 'https://schema.org/InStock' }),
    ]);
    const built = productJsonLd({ ...offer, priceSpecification: { '@type': 'UnitPriceSpecification' } });
    expect(pageStock('', [built]).fill(null).jsonLd).toEqual([productJsonLd(offer)]);
  });
});
