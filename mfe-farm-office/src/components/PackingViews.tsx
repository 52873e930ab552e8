import { useCallback, useState, type ReactNode } from 'react';
import type { Resource } from 'shared';
import {
  formatPickupDay,
  PackingDaySchema,
  PackingSlipsSchema,
  weightWords,
  type OrderDetail,
  type PackingLine,
  type StaffOrder,
} from 'contract';
import { FULFILMENT_TEXTS, PACKING_TEXTS } from '../data/officeTexts';
import { WEIGHING_TEXTS } from '../data/weighingTexts';
import { addressLines, customerName } from '../lib/customer';
import { fulfilmentLine } from '../lib/fulfilment';
import { useStaffData, type StaffFailure } from '../lib/staffApi';
import { awaitsWeights, isWeighed, weighingWords } from '../lib/weighing';
import { WeightsForm } from './WeightsForm';

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

/** A weighed product's kilos on the packing list: estimated for all its orders, and weighed so far; empty for one sold by the piece. */
function Kilos({ line }: { line: PackingLine }) {
  const { weight } = line;
  return (
    <>
      <td data-testid="packing-estimated" data-label={weight ? WEIGHING_TEXTS.estimatedWeight : undefined}>
        {weight && weightWords(weight.estimatedGrams)}
      </td>
      <td data-testid="packing-weighed" data-label={weight ? WEIGHING_TEXTS.weighedWeight : undefined}>
        {weight && WEIGHING_TEXTS.weighedOf(weightWords(weight.weighedGrams), weight.weighedOrders, line.orders)}
      </td>
    </>
  );
}

/** The packing list: how many of each product, over how many orders, and a weighed product's kilos. */
export function PackingListView({ path }: { path: string }) {
  const state = useStaffData(path, PackingDaySchema);
  return (
    <Answer state={state} empty={PACKING_TEXTS.nothingToPack} isEmpty={(data) => data.lines.length === 0}>
      {(data) => (
        // Five columns are wider than a phone: there each row is a card (office.css), never a sideways scroll.
        <table className="office-table office-table--cards office-pack-list">
          <thead>
            <tr>
              <th scope="col">{PACKING_TEXTS.product}</th>
              <th scope="col">{PACKING_TEXTS.quantity}</th>
              <th scope="col">{PACKING_TEXTS.orders}</th>
              <th scope="col">{WEIGHING_TEXTS.estimatedWeight}</th>
              <th scope="col">{WEIGHING_TEXTS.weighedWeight}</th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((line) => (
              <tr key={line.productId} data-testid="packing-line">
                <th scope="row">{line.title}</th>
                <td data-label={PACKING_TEXTS.quantity}>{line.quantity}</td>
                <td data-label={PACKING_TEXTS.orders}>{line.orders}</td>
                <Kilos line={line} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Answer>
  );
}

/** An order's lines as a packer ticks them off; a weighed line with its estimate, and its weight once weighed. */
const Lines = ({ order }: { order: StaffOrder }) => (
  <ul className="office-slip__lines">
    {order.lines.map((line) => (
      <li key={line.productId}>
        <strong>{line.quantity} ×</strong> {line.title}
        {isWeighed(line) && <span data-testid="slip-weighing"> ({weighingWords(line)})</span>}
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

/**
 * One slip per order, each on its own printed page (packing.css), with the weights form of an
 * order still to weigh: an order weighed here is shown as the service answered it.
 */
export function PackingSlipsView({ path }: { path: string }) {
  const state = useStaffData(path, PackingSlipsSchema);
  const [weighed, setWeighed] = useState<Record<string, StaffOrder>>({});
  const keep = useCallback(({ order }: OrderDetail) => setWeighed((orders) => ({ ...orders, [order.number]: order })), []);
  return (
    <Answer state={state} empty={PACKING_TEXTS.noSlips} isEmpty={(data) => data.orders.length === 0}>
      {(data) => (
        <div className="office-slips">
          {data.orders
            .map((listed) => weighed[listed.number] ?? listed)
            .map((order) => (
              <article
                key={order.number}
                className="office-slip"
                aria-labelledby={`office-slip-${order.number}`}
                data-testid="packing-slip"
              >
                <h3 id={`office-slip-${order.number}`}>{PACKING_TEXTS.slipOrder(order.number)}</h3>
                <p className="office-slip__name">{customerName(order.customer)}</p>
                <SlipDestination order={order} />
                <Lines order={order} />
                {awaitsWeights(order) && <WeightsForm order={order} onWeighed={keep} onStale={state.reload} />}
                <Notes notes={order.customer.notes} />
              </article>
            ))}
        </div>
      )}
    </Answer>
  );
}
