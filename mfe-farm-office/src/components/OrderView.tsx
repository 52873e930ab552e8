import { Link } from 'react-router-dom';
import { API_PATHS, OrderDetailSchema, ORDER_STATUS_LABELS, ORDER_TRANSITIONS, pathWith, paymentSummary } from 'contract';
import { ORDER_TEXTS } from '../data/officeTexts';
import { OFFICE_PATHS } from '../data/officePaths';
import { formatMoment } from '../lib/dates';
import { fulfilmentLine } from '../lib/fulfilment';
import { useStaffData } from '../lib/staffApi';
import { awaitsWeights } from '../lib/weighing';
import { CustomerDetails } from './CustomerDetails';
import { OrderLines } from './OrderLines';
import { OrderMessages } from './OrderMessages';
import { RefundAction } from './RefundAction';
import { StatusActions } from './StatusActions';
import { Timeline } from './Timeline';
import { WeightsForm } from './WeightsForm';
import './orderView.css';

/** One order as the staff work it: what to do next first, then what it holds, who it goes to, its history and its e-mails. */
export function OrderView({ number }: { number: string }) {
  const { data, problem, loading, reload, replace } = useStaffData(pathWith(API_PATHS.staffOrder, { number }), OrderDetailSchema);
  const back = (
    <p className="office-order__back office-no-print">
      <Link to={OFFICE_PATHS.orders}>{ORDER_TEXTS.backToList}</Link>
    </p>
  );
  if (!data) {
    return (
      <>
        {back}
        <div className="office-alert" role="alert">
          {problem && <p>{problem.code === 'not_found' ? ORDER_TEXTS.notFound(number) : problem.error}</p>}
        </div>
        {loading && <p role="status">{ORDER_TEXTS.loading}</p>}
      </>
    );
  }
  const { order, events, messages } = data;
  const money = paymentSummary(order.status, order.payment);
  return (
    <div className="office-order" aria-busy={loading}>
      {back}
      <p className="office-order__summary">
        <span className={`office-status office-status--${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>
        {money && <strong data-testid="order-payment">{money}</strong>}
        <span>
          {ORDER_TEXTS.placed} <time dateTime={order.createdAt}>{formatMoment(order.createdAt)}</time>
        </span>
        {order.paidAt && (
          <span>
            {ORDER_TEXTS.paid} <time dateTime={order.paidAt}>{formatMoment(order.paidAt)}</time>
          </span>
        )}
        <strong className={`office-method office-method--${order.fulfilment.method}`} data-testid="order-fulfilment">
          {fulfilmentLine(order.fulfilment)}
        </strong>
      </p>
      {order.lateRefundId && (
        <p className="office-alert" data-testid="late-refund">
          {ORDER_TEXTS.lateRefund(order.lateRefundId, order.payment.state === 'released')}
        </p>
      )}
      {awaitsWeights(order) && (
        <div className="office-card office-no-print">
          <WeightsForm order={order} onWeighed={replace} onStale={reload} />
        </div>
      )}
      <section className="office-card office-no-print" aria-labelledby="office-actions-title">
        <h2 id="office-actions-title">{ORDER_TEXTS.actions}</h2>
        {ORDER_TRANSITIONS[order.status].length === 0 ? (
          <p>{ORDER_TEXTS.noActions}</p>
        ) : (
          <>
            <StatusActions order={order} onChanged={replace} onStale={reload} />
            <RefundAction order={order} onChanged={replace} onStale={reload} />
          </>
        )}
      </section>
      <div className="office-order__grid">
        <OrderLines order={order} />
        <CustomerDetails order={order} />
      </div>
      <Timeline events={events} />
      <OrderMessages number={order.number} messages={messages} onChanged={replace} />
    </div>
  );
}
