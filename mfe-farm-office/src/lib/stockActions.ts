import { API_PATHS, pathWith, StockLineSchema, type StockChange, type StockLine } from 'shared/src/api';
import { callStaffApi, type ApiResult } from './staffApi';

/** Changes one product's stock (`PUT /api/staff/stock/:productId`); a field left out stays as it is. */
export function changeStock(productId: number, change: StockChange): Promise<ApiResult<StockLine>> {
  return callStaffApi(pathWith(API_PATHS.staffStockProduct, { productId: String(productId) }), StockLineSchema, { method: 'PUT', body: change });
}

/**
 * What the quantity box holds, as the service takes it: empty is "not tracked" (null). Anything
 * else that reads as a number goes as typed, so a negative or part number gets the service's own
 * sentence (400); only text that is no number at all stops here (undefined).
 */
export function readOnHand(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** The box's text for a quantity: empty for "not tracked". */
export const onHandText = (onHand: number | null) => (onHand === null ? '' : String(onHand));
