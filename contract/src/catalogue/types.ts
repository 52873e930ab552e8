/** A product of the catalogue (docs/product.md#catalogue). Prices are text such as "$12.00". */
interface ProductSpec {
  label: string;
  value: string;
}

export interface Product {
  id: number;
  title: string;
  slug: string;
  /** File name in the product images folder (`/assets/products/`). */
  thumb: string;
  gallery?: string[];
  /** 1 to 5. */
  ratings: number;
  reviews: number;
  /** Required by the product's catalogue format (docs/product.md#catalogue); no page reads it. */
  activeClass: string;
  /** Percent off the old price; 0 when not discounted. */
  discount: number;
  tags: string[];
  price: string;
  oldPrice: string | null;
  description?: string;
  specs?: ProductSpec[];
  onSale: boolean;
  /** Required by the product's catalogue format (docs/product.md#catalogue); no page reads it. */
  dataSlideTo: number;
  categories?: string[];
  /** ISO date the product was listed; the shop's "latest" sort. */
  listedOn: string;
  /** ISO date of the latest harvest; the shop's "recent" sort. */
  harvestedOn: string;
}
