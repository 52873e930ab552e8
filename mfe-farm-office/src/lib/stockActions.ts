import { API_PATHS, pathWith, StockLineSchema, type StockChange, type StockLine } from 'shared/src/api';
import { callStaffApi, type ApiResult } from './staffApi';

/** Changes one product's stock (`PUT /api/staff/stock/:productId`); a field left out stays as it is. */
export function changeStock(productId: number, change: StockChange): Promise<ApiResult<StockLine>> {
  return callStaffApi(pathWith(API_PATHS.staffStockProduct, { productId: String(productId) }), StockLineSchema, { method: 'PUT', body: change });
}

/**
 * What the quantity box holds, as the service takes it: empty is "not tracked" (null), a whole
 * number from 0 goes as typed (the service's own limit answers a 400 sentence past it); anything
 * else, text, a negative or part number, stops here (undefined) with words for the staff.
 */
export function readOnHand(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** The box's text for a quantity: empty for "not tracked". */
export const onHandText = (onHand: number | null) => (onHand === null ? '' : String(onHand));
