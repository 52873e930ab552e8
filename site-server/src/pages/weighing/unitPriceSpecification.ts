/**
 * A weighed product's price per kilogram as schema.org says it (docs/decisions/weighed-produce.md):
 * the offer's price stays one estimated piece's, and this is the figure the shopper is charged by.
 */
import { pricePerKiloCents, type Product, productPriceCents } from 'contract';

export const unitPriceSpecification = (product: Product, estimatedGrams: number) => ({
  '@type': 'UnitPriceSpecification',
  // Dollars with two decimals, as the offer's own price is written (mfe-shop/src/lib/productJsonLd.ts).
  price: (pricePerKiloCents(productPriceCents(product), estimatedGrams) / 100).toFixed(2),
  priceCurrency: 'USD',
  unitCode: 'KGM',
  referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'KGM' },
});
