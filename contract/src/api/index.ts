/**
 * The contract between the browser (and scripts) and the checkout-service: paths, requests and
 * answers, one zod schema each for the type and the run-time check (docs/decisions/api-contract.md).
 * zod's mini build keeps the browser's share small.
 */
export * from './paths';
export * from './errors';
export * from './orderStatus';
export * from './fulfilment';
export * from './stock';
export * from './checkoutSession';
export * from './orderViews';
export * from './staff';
export * from './visitorForms';
export * from './visitorOffice';
export * from './delivery';
export * from './weighing';
export * from './vitals';
export * from './requestId';
