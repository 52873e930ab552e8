import { API_PATHS, ORDER_STATUSES, type OrderStatus } from 'contract';
import { DELIVERY_METHODS } from '../data/orderFilters';

/**
 * The order list's filters and page, as the office's address carries them
 * (`/office?page=2&status=paid&q=…`), so a view can be reloaded, bookmarked or sent to a colleague;
 * the same names go to `GET /api/staff/orders`.
 */
export interface OrderQuery {
  status: OrderStatus | '';
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  method: string;
  q: string;
  page: number;
}

export type OrderFilter = Exclude<keyof OrderQuery, 'page'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const METHODS: readonly string[] = DELIVERY_METHODS.map((method) => method.value);

/** The query an address stands for; anything unknown or malformed reads as "no filter" or page 1. */
export function readOrderQuery(params: URLSearchParams): OrderQuery {
  const status = params.get('status') ?? '';
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const method = params.get('method') ?? '';
  const page = Number(params.get('page'));
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : '',
    from: day('from'),
    to: day('to'),
    method: METHODS.includes(method) ? method : '',
    q: (params.get('q') ?? '').trim(),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's parameters for a query: only the filters set, and the page past the first. */
export function orderQueryParams(query: OrderQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['status', 'from', 'to', 'method', 'q'] as const) if (query[name]) params.set(name, query[name]);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** A filter changed: the list starts again at its first page. */
export const withFilter = (query: OrderQuery, name: OrderFilter, value: string): OrderQuery => ({ ...query, [name]: value, page: 1 });

export const hasFilters = (query: OrderQuery) => Boolean(query.status || query.from || query.to || query.method || query.q);

/** The API's address for one page of the list. */
export function orderListPath(query: OrderQuery): string {
  const params = orderQueryParams(query).toString();
  return params ? `${API_PATHS.staffOrders}?${params}` : API_PATHS.staffOrders;
}
