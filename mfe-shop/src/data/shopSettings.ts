import { type CarouselLayout } from 'shared';
import { DELIVERY_PROMISE } from 'contract';

/** Products per shop page (docs/product.md#shop-list). */
export const SHOP_PAGE_SIZE = 8;

/** How many products the related-products carousel offers. */
export const RELATED_PRODUCTS_LIMIT = 8;

/** Related-products carousel: 1 slide, then 2/3/4 from 768/992/1400 px (docs/product.md#product-page). */
export const RELATED_LAYOUT: CarouselLayout = { perView: { 0: 1, 768: 2, 992: 3, 1400: 4 }, gapPx: 24 };

/** The delivery note of product pages, from the farm's one promise. */
export const DELIVERY_NOTE = `Order now and get it delivered ${DELIVERY_PROMISE.within}.`;

/** The cart totals' shipping line: its value is the farm's delivery rules in general (shared's shippingWording). */
export const SHIPPING_LABEL = 'Shipping';
