import type { ReactNode } from 'react';
import type { Resource } from 'shared';
import { formatPickupDay, PackingDaySchema, PackingSlipsSchema, type StaffOrder } from 'contract';
import { FULFILMENT_TEXTS, PACKING_TEXTS } from '../data/officeTexts';
import { addressLines, customerName } from '../lib/customer';
import { fulfilmentLine } from '../lib/fulfilment';
import { useStaffData, type StaffFailure } from '../lib/staffApi';

/** The view's answer, or what stands for it: loading, the service's sentence, or "nothing that day". */
export function Answer<T>({
  state,
  empty,
  isEmpty,
  children,
}: {
  state: Resource<T, StaffFailure>;
  empty: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (state.problem) {
    return (
      <div className="office-alert" role="alert">
        <p>{state.problem.error}</p>
      </div>
    );
  }
  if (!state.data) return <p role="status">{PACKING_TEXTS.loading}</p>;
  if (isEmpty(state.data)) return <p role="status">{empty}</p>;
  return children(state.data);
}

/** The packing list: how many of each product, over how many orders. */
export function PackingListView({ path }: { path: string }) {
  const state = useStaffData(path, PackingDaySchema);
  return (
    <Answer state={state} empty={PACKING_TEXTS.nothingToPack} isEmpty={(data) => data.lines.length === 0}>
      {(data) => (
        <table className="office-table office-pack-list">
          <thead>
            <tr>
              <th scope="col">{PACKING_TEXTS.product}</th>
              <th scope="col">{PACKING_TEXTS.quantity}</th>
              <th scope="col">{PACKING_TEXTS.orders}</th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((line) => (
              <tr key={line.productId} data-testid="packing-line">
                <th scope="row">{line.title}</th>
                <td>{line.quantity}</td>
                <td>{line.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Answer>
  );
}

/** An order's lines as a packer ticks them off. */
const Lines = ({ order }: { order: StaffOrder }) => (
  <ul className="office-slip__lines">
    {order.lines.map((line) => (
      <li key={line.productId}>
        <strong>{line.quantity} ×</strong> {line.title}
      </li>
    ))}
  </ul>
);

export const Notes = ({ notes }: { notes: string | null }) =>
  notes ? (
    <p className="office-notes">
      <strong>{PACKING_TEXTS.notes}:</strong> {notes}
    </p>
  ) : null;

/**
 * Where the box goes: for a delivery its day and zone (once the farm has zones) and the address;
 * for a pickup, the day it is collected at the farm.
 */
function SlipDestination({ order }: { order: StaffOrder }) {
  const { method, pickupDay, deliveryDay } = order.fulfilment;
  if (method === 'pickup') {
    return <p className="office-slip__pickup">{FULFILMENT_TEXTS.pickupOn(pickupDay ? formatPickupDay(pickupDay) : '—')}</p>;
  }
  return (
    <>
      {deliveryDay && (
        <p className="office-slip__delivery" data-testid="slip-delivery">
          {fulfilmentLine(order.fulfilment)}
        </p>
      )}
      <address className="office-slip__address">
        <strong>{PACKING_TEXTS.deliverTo}</strong>
        {addressLines(order.customer).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </>
  );
}

/** One slip per order, each on its own printed page (packing.css). */
export function PackingSlipsView({ path }: { path: string }) {
  const state = useStaffData(path, PackingSlipsSchema);
  return (
    <Answer state={state} empty={PACKING_TEXTS.noSlips} isEmpty={(data) => data.orders.length === 0}>
      {(data) => (
        <div className="office-slips">
          {data.orders.map((order) => (
            <article key={order.number} className="office-slip" aria-labelledby={`office-slip-${order.number}`} data-testid="packing-slip">
              <h3 id={`office-slip-${order.number}`}>{PACKING_TEXTS.slipOrder(order.number)}</h3>
              <p className="office-slip__name">{customerName(order.customer)}</p>
              <SlipDestination order={order} />
              <Lines order={order} />
              <Notes notes={order.customer.notes} />
            </article>
          ))}
        </div>
      )}
    </Answer>
  );
}
