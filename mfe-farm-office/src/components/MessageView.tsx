import { Link } from 'react-router-dom';
import { API_PATHS, CONTACT_MESSAGE_STATUS_LABELS, ContactMessageDetailSchema, pathWith } from 'contract';
import { MESSAGE_TEXTS } from '../data/inboxTexts';
import { OFFICE_PATHS } from '../data/officePaths';
import { phoneHref, replyHref } from '../lib/contactLinks';
import { formatMoment } from '../lib/dates';
import { useStaffData } from '../lib/staffApi';
import { MessageActions } from './MessageActions';
import { VisitorStatus } from './VisitorStatus';
import './visitors.css';

const T = MESSAGE_TEXTS;

/**
 * One contact message as the visitor typed it (line breaks kept by CSS, the text escaped by React
 * like any other), how to reach them, and what can be done with it.
 */
export function MessageView({ id }: { id: string }) {
  const { data, problem, loading, replace } = useStaffData(pathWith(API_PATHS.staffMessage, { id }), ContactMessageDetailSchema);
  const back = (
    <p className="office-message__back">
      <Link to={OFFICE_PATHS.inbox}>{T.backToList}</Link>
    </p>
  );
  if (!data) {
    return (
      <>
        {back}
        <div className="office-alert" role="alert">
          {problem && <p>{problem.code === 'not_found' ? T.notFound : problem.error}</p>}
        </div>
        {loading && <p role="status">{T.loading}</p>}
      </>
    );
  }
  const { message } = data;
  const statusLabel = CONTACT_MESSAGE_STATUS_LABELS[message.status];
  return (
    <div className="office-message" aria-busy={loading}>
      {back}
      <article className="office-card" aria-labelledby="office-message-from">
        <h2 id="office-message-from">{T.from(message.name)}</h2>
        <p className="office-message__summary">
          <VisitorStatus status={message.status} label={statusLabel} waiting={message.status === 'new'} />
          <span>
            {T.received} <time dateTime={message.receivedAt}>{formatMoment(message.receivedAt)}</time>
          </span>
          {message.handledBy && message.handledAt && (
            <span data-testid="message-handled">
              {T.handled(statusLabel, message.handledBy)} <time dateTime={message.handledAt}>{formatMoment(message.handledAt)}</time>
            </span>
          )}
        </p>
        <dl className="office-pairs office-message__contact">
          <div>
            <dt>{T.email}</dt>
            <dd>{message.email}</dd>
          </div>
          {message.phone && (
            <div>
              <dt>{T.phone}</dt>
              <dd>
                <a href={phoneHref(message.phone)}>{message.phone}</a>
              </dd>
            </div>
          )}
        </dl>
        <h3 className="tv-visually-hidden">{T.text}</h3>
        <p className="office-message__text" data-testid="message-text">
          {message.text}
        </p>
        <p>
          <a className="tv-button office-button" href={replyHref(message.email, T.replySubject)}>
            {T.reply}
          </a>
        </p>
      </article>
      <MessageActions message={message} onChanged={replace} />
    </div>
  );
}
