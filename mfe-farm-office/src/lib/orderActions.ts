import { API_PATHS, OrderDetailSchema, pathWith, type OrderDetail, type OrderStatus } from 'contract';
import { callStaffApi, type StaffResult } from './staffApi';

/** Moves an order on (`POST …/status`); a 409 says the order had already moved (its sentence names both states). */
export function changeStatus(number: string, to: OrderStatus, note: string): Promise<StaffResult<OrderDetail>> {
  return callStaffApi(pathWith(API_PATHS.staffOrderStatus, { number }), OrderDetailSchema, {
    method: 'POST',
    body: note ? { to, note } : { to },
  });
}

/** Refunds an order through its payment provider; the reason goes into its history. */
export function refund(number: string, reason: string): Promise<StaffResult<OrderDetail>> {
  return callStaffApi(pathWith(API_PATHS.staffOrderRefund, { number }), OrderDetailSchema, { method: 'POST', body: { reason } });
}

/** Sends one of the order's e-mails again: a new copy, waiting to send; the answer lists it. */
export function resendMessage(number: string, id: string): Promise<StaffResult<OrderDetail>> {
  return callStaffApi(pathWith(API_PATHS.staffOrderMessageResend, { number, id }), OrderDetailSchema, { method: 'POST' });
}

/** What the page does with a refused change: a 409 means the order is not what the page showed, so it asks again. */
export const isConflict = (result: StaffResult<unknown>) => !result.ok && result.code === 'state_conflict';
