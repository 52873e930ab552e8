import { useRef } from 'react';
import { BOX_FREQUENCY_LABELS, BOX_REQUEST_STATUS_LABELS, BOX_SIZE_LABELS, type BoxRequestView } from 'contract';
import { BOX_REQUEST_TEXTS } from '../data/boxRequestTexts';
import { FULFILMENT_TEXTS } from '../data/officeTexts';
import { phoneHref, replyHref } from '../lib/contactLinks';
import { formatDay, formatMoment } from '../lib/dates';
import { BoxRequestActions } from './BoxRequestActions';
import { VisitorStatus } from './VisitorStatus';

const T = BOX_REQUEST_TEXTS;

interface BoxRequestCardProps {
  request: BoxRequestView;
  /** The request as the service answered it after a change. */
  onChanged: (request: BoxRequestView) => void;
  /** A change was refused because the request had moved meanwhile: ask for the list again. */
  onStale: () => void;
}

/** One household's request: the box they want, how it reaches them, how to call them back, its state and last note, and its next steps. */
export function BoxRequestCard({ request, onChanged, onStale }: BoxRequestCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `office-box-request-${request.id}`;
  return (
    <li className="office-card office-visitor-card" data-testid="box-request">
      <article aria-labelledby={headingId}>
        <div className="office-visitor-card__head">
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {request.name}
          </h2>
          <VisitorStatus status={request.status} label={BOX_REQUEST_STATUS_LABELS[request.status]} waiting={request.status === 'new'} />
        </div>
        <dl className="office-pairs">
          <div>
            <dt>{T.box}</dt>
            <dd>{T.boxLine(BOX_SIZE_LABELS[request.boxSize], BOX_FREQUENCY_LABELS[request.frequency])}</dd>
          </div>
          <div>
            <dt>{T.method}</dt>
            <dd className={`office-method office-method--${request.method}`}>{FULFILMENT_TEXTS.methods[request.method]}</dd>
          </div>
          {request.method === 'delivery' && (
            <div>
              <dt>{T.postcode}</dt>
              <dd>{request.postcode}</dd>
            </div>
          )}
          <div>
            <dt>{T.startDay}</dt>
            <dd>{request.startDay ? <time dateTime={request.startDay}>{formatDay(request.startDay)}</time> : T.noStartDay}</dd>
          </div>
          <div>
            <dt>{T.contact}</dt>
            <dd className="office-visitor-card__contact">
              <a href={replyHref(request.email, T.replySubject)}>{request.email}</a>
              {request.phone && <a href={phoneHref(request.phone)}>{request.phone}</a>}
            </dd>
          </div>
          <div>
            <dt>{T.received}</dt>
            <dd>
              <time dateTime={request.createdAt}>{formatMoment(request.createdAt)}</time>
            </dd>
          </div>
        </dl>
        {request.note && (
          <div className="office-visitor-card__note" data-testid="box-request-note">
            <h3>{T.lastNote}</h3>
            <p className="office-visitor-text">{request.note}</p>
            {request.updatedBy && (
              <p className="tv-muted">
                {T.noteBy(request.updatedBy)} <time dateTime={request.updatedAt}>{formatMoment(request.updatedAt)}</time>
              </p>
            )}
          </div>
        )}
        <BoxRequestActions
          request={request}
          onChanged={(changed) => {
            onChanged(changed);
            // Its buttons give way to the next step's (or none): a keyboard user goes on from the request's name.
            requestAnimationFrame(() => heading.current?.focus());
          }}
          onStale={onStale}
        />
      </article>
    </li>
  );
}
