import {
  API_PATHS,
  pathWith,
  ProductSaleSchema,
  StockLineSchema,
  type ProductSaleChange,
  type StockChange,
  type StockLine,
} from 'contract';
import { callStaffApi, type StaffResult } from './staffApi';

/** Changes one product's stock (`PUT /api/staff/stock/:productId`); a field left out stays as it is. */
export function changeStock(productId: number, change: StockChange): Promise<StaffResult<StockLine>> {
  return callStaffApi(pathWith(API_PATHS.staffStockProduct, { productId: String(productId) }), StockLineSchema, {
    method: 'PUT',
    body: change,
  });
}

/**
 * What a number box holds, as the service takes it: empty is null (not tracked, or the default), a
 * whole number from `min` goes as typed (the service's own limit answers a 400 sentence past it);
 * anything else, text, a negative or part number, stops here (undefined) with words for the staff.
 */
export function readWholeNumber(text: string, min: number): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isInteger(value) && value >= min ? value : undefined;
}

/** A box's text for a number: empty for null. */
export const numberText = (value: number | null) => (value === null ? '' : String(value));

/** Sells one product by weight, one piece estimated at so many grams, or by the piece again (`PUT /api/staff/products/:productId`). */
export function changeSale(productId: number, change: ProductSaleChange) {
  return callStaffApi(pathWith(API_PATHS.staffProduct, { productId: String(productId) }), ProductSaleSchema, {
    method: 'PUT',
    body: change,
  });
}
