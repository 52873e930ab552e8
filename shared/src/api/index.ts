/**
 * The contract between the browser (and scripts) and the checkout-service: paths, requests and
 * answers, one zod schema each for the type and the run-time check (docs/decisions/api-contract.md).
 * Imported as `shared/src/api` by both sides; zod's mini build keeps the browser's share small.
 */
export { API_PATHS, orderBySessionPath, orderByTokenPath, orderPagePath, pathWith } from './paths';
export { canTransition, nextStatuses, ORDER_STATUS_LABELS, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus, type PaymentProviderName } from './orderStatus';
export {
  FULFILMENT_METHODS,
  PickupDaysSchema,
  type Fulfilment,
  type FulfilmentMethod,
} from './fulfilment';
export {
  AvailabilitySchema,
  StockLineSchema,
  StockListSchema,
  type ProductAvailability,
  type StockChange,
  type StockLine,
} from './stock';
export { CheckoutSessionSchema, PaymentPageSchema, type CheckoutSessionRequest } from './checkoutSession';
export { ApiErrorSchema, type ApiError, type ApiErrorCode } from './errors';
export {
  PackingListSchema,
  ShopperOrderPageSchema,
  ShopperOrderSchema,
  StaffOrderListSchema,
  type PackingLine,
  type ShopperOrder,
  type ShopperOrderPage,
  type StaffOrder,
} from './orderViews';
export {
  NewStaffAccountSchema,
  OrderDetailSchema,
  OrderPageSchema,
  PackingDaySchema,
  PackingSlipsSchema,
  RunSheetSchema,
  SignInSchema,
  StaffAccountSchema,
  StaffSessionSchema,
  StaffSessionStateSchema,
  type Message,
  type NewStaffAccount,
  type OrderDetail,
  type OrderEvent,
  type OrderPage,
  type OrderSummary,
  type PackingDay,
  type PackingSlips,
  RefundRequestSchema,
  type RunSheet,
  StatusChangeSchema,
} from './staff';
