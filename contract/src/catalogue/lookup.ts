import { parsePrice, parsePriceToCents } from '../money';
import type { NewCartItem } from '../cart/cartLine';
import { products } from './products';
import type { Product } from './types';

const byId = new Map(products.map((p) => [p.id, p]));
const bySlug = new Map(products.map((p) => [p.slug, p]));

export function findProductById(id: number | string): Product | undefined {
  const n = typeof id === 'number' ? id : /^\d+$/.test(id) ? Number(id) : NaN;
  return byId.get(n);
}

export function findProductBySlug(slug: string): Product | undefined {
  return bySlug.get(slug);
}

/** Where a catalogue image file is served, on the site's own origin. */
export function productImageUrl(file: string): string {
  return `/assets/products/${file}`;
}

/** Unit price in integer cents, as the checkout-service charges it. */
export function productPriceCents(product: Product): number {
  const cents = parsePriceToCents(product.price);
  if (cents === null) throw new Error(`Product ${product.id} has an unreadable price "${product.price}"`);
  return cents;
}

/** The cart line a product becomes when a shopper adds it. */
export function toCartItem(product: Product, quantity = 1): NewCartItem {
  return { id: product.id, title: product.title, price: parsePrice(product.price), thumb: product.thumb, quantity };
}
