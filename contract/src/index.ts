/**
 * The contract both sides speak through (docs/architecture.md#contract): the API's paths,
 * requests, answers and error codes, and the domain rules the browser, the site-server and the
 * checkout-service share. Framework-free: no React, no CSS, no DOM, so the service and the scripts
 * load it as they are, and every importer reaches it through this entry, never by path.
 * Module-level code only makes values, with no effects: the browser builds mark those calls pure so
 * that a page keeps only the values it uses (docs/decisions/pure-contract-values.md).
 */
export * from './api';
export * from './blog/commentMarkup';
export * from './brand';
export * from './cart/cartLine';
export * from './cart/storageKey';
export * from './catalogue/lookup';
export * from './catalogue/products';
export * from './catalogue/types';
export * from './checkout/billing';
export * from './checkout/pickup';
export * from './delivery';
export * from './delivery/deliveryRules';
export * from './delivery/deliverySentences';
export * from './forms';
export * from './money';
export * from './originAllowList';
export * from './stock/availability';
export * from './stock/availabilityMarkup';
export * from './topology';
export * from './visitors/visitorForms';
export * from './vitals/siteRoutes';
export * from './weighing/soldByWeight';
export * from './weighing/weighingSentences';
