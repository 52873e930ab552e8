import type { StaffOrder } from 'contract';
import { ORDER_TEXTS } from '../data/officeTexts';
import { PROVIDER_LABELS } from '../data/orderFilters';
import { addressLines, customerName } from '../lib/customer';

/**
 * Who the order goes to and how it was paid: what the packers and the driver need. A pickup has
 * no address to go to (the checkout asks none): only how to reach the customer.
 */
export function CustomerDetails({ order }: { order: StaffOrder }) {
  const { customer } = order;
  const delivered = order.fulfilment.method === 'delivery';
  return (
    <section className="office-card" aria-labelledby="office-customer-title">
      <h2 id="office-customer-title">{ORDER_TEXTS.customer}</h2>
      <p className="office-customer__name">{customerName(customer)}</p>
      <address className="office-customer__address">
        {delivered && addressLines(customer).map((line) => <span key={line}>{line}</span>)}
        {customer.phone && <a href={`tel:${customer.phone}`}>{customer.phone}</a>}
        {customer.email && <a href={`mailto:${customer.email}`}>{customer.email}</a>}
      </address>
      <h3>{ORDER_TEXTS.notes}</h3>
      <p className="office-customer__notes">{customer.notes || ORDER_TEXTS.noNotes}</p>
      <h3>{ORDER_TEXTS.payment}</h3>
      <dl className="office-pairs">
        <div>
          <dt>{ORDER_TEXTS.provider}</dt>
          <dd>{PROVIDER_LABELS[order.provider]}</dd>
        </div>
        <div>
          <dt>{ORDER_TEXTS.reference}</dt>
          <dd className="office-reference">{order.providerSessionId ?? ORDER_TEXTS.noReference}</dd>
        </div>
      </dl>
    </section>
  );
}
