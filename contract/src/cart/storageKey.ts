/**
 * The localStorage key the cart lives under, across visits and tabs. A module of its own, with no
 * imports, so the browser tests can seed and read the stored cart without loading the cart bus.
 */
export const CART_STORAGE_KEY = 'terra-verde:cartState';
