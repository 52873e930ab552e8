import { useSearchParams } from 'react-router-dom';
import { pageCount, Paginator } from 'shared';
import { OrderPageSchema } from 'contract';
import { LIST_TEXTS } from '../data/officeTexts';
import { orderListPath, orderQueryParams, readOrderQuery, type OrderQuery } from '../lib/orderQuery';
import { useStaffData } from '../lib/staffApi';
import { OrderFilters } from './OrderFilters';
import { OrderTable } from './OrderTable';
import './orderList.css';

/** The list of orders for the filters and page in the address; every change of them is a new address. */
export function OrderList() {
  const [params, setParams] = useSearchParams();
  const query = readOrderQuery(params);
  const { data, problem, loading } = useStaffData(orderListPath(query), OrderPageSchema);
  const show = (next: OrderQuery) => setParams(orderQueryParams(next));

  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  const first = data && data.orders.length ? (data.page - 1) * data.pageSize + 1 : 0;
  return (
    <>
      <OrderFilters query={query} onChange={show} />
      <div className="office-alert" role="alert">
        {problem && <p>{problem.error}</p>}
      </div>
      <section className="office-list" aria-busy={loading} aria-labelledby="office-list-summary">
        <p id="office-list-summary" className="office-list__summary" role="status">
          {!data
            ? LIST_TEXTS.loading
            : data.total === 0
              ? LIST_TEXTS.none
              : LIST_TEXTS.shown(first, first + data.orders.length - 1, data.total)}
        </p>
        {data && data.orders.length > 0 && <OrderTable orders={data.orders} />}
      </section>
      {data && (
        <Paginator
          page={data.page}
          pages={pages}
          label={LIST_TEXTS.pagerLabel}
          onChange={(page) => {
            show({ ...query, page });
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </>
  );
}
