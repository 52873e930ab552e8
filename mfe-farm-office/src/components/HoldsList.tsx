import { API_PATHS, HoldsListSchema, type OrderSummary } from 'contract';
import { HOLDS_TEXTS as T } from '../data/weighingTexts';
import { useStaffData } from '../lib/staffApi';
import { OrderTable } from './OrderTable';
import './orderList.css';

/** One group of holds under its heading, each row linking to its order; a sentence when there is none. */
function HoldGroup({ id, heading, none, orders }: { id: string; heading: string; none: string; orders: readonly OrderSummary[] }) {
  return (
    <section className="office-list" aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{heading}</h2>
      {orders.length === 0 ? <p>{none}</p> : <OrderTable orders={orders} caption={heading} />}
    </section>
  );
}

/**
 * The orders whose card hold ends within 24 hours, soonest first, then those whose hold ended
 * before they were weighed (lapsed, or a pay link sent and not paid), as the service lists them
 * (docs/decisions/weighed-produce.md).
 */
export function HoldsList() {
  const { data, problem } = useStaffData(API_PATHS.staffHolds, HoldsListSchema);
  return (
    <>
      <p>{T.intro}</p>
      <div className="office-alert" role="alert">
        {problem && <p>{problem.error}</p>}
      </div>
      {!data ? (
        !problem && <p role="status">{T.loading}</p>
      ) : (
        <>
          <HoldGroup id="office-holds-ending" heading={T.endingSoon} none={T.noneEndingSoon} orders={data.endingSoon} />
          <HoldGroup id="office-holds-lapsed" heading={T.lapsed} none={T.noneLapsed} orders={data.lapsed} />
        </>
      )}
    </>
  );
}
