/**
 * How live stock reaches a page the shell's server composed from HTML built ahead
 * (docs/decisions/live-availability.md). The shop marks what depends on stock; the server, which
 * runs no remote code, fills those marks from `GET /api/availability` and embeds what it used as
 * JSON, so the page's first render in the browser matches the HTML it hydrates.
 */

/** On the element that says a product's stock: its text becomes stockLabel(left), its `data-stock-state` the state. */
export const STOCK_LABEL_ATTRIBUTE = 'data-stock-label';
/** On a button that adds a product to the cart: it is `disabled` while the product is sold out. */
export const STOCK_GATE_ATTRIBUTE = 'data-stock-gate';
/**
 * On the element that says a weighed product's price per kilo (docs/decisions/weighed-produce.md):
 * built empty; its text becomes WEIGHING_SENTENCES.unitPrice for a weighed product, and for a
 * product sold by the piece the element goes.
 */
export const WEIGHT_LABEL_ATTRIBUTE = 'data-weight-label';
/**
 * On the element holding a product's price: for a weighed product its text becomes
 * WEIGHING_SENTENCES.about(price); for one sold by the piece it stays, and the mark goes.
 */
export const WEIGHT_PRICE_ATTRIBUTE = 'data-weight-price';
/** The JSON script (`GET /api/availability`'s answer for the page's products) with the availability the HTML was filled from. */
export const AVAILABILITY_SNAPSHOT_ID = 'tv-availability';
