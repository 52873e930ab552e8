import { Link } from 'react-router-dom';
import { API_PATHS, CONTACT_MESSAGE_STATUS_LABELS, ContactMessageListSchema } from 'contract';
import { INBOX_TEXTS } from '../data/inboxTexts';
import { officeMessagePath } from '../data/officePaths';
import { formatMoment } from '../lib/dates';
import { useStaffData } from '../lib/staffApi';
import { firstLine, newFirst } from '../lib/visitorLists';
import { VisitorStatus } from './VisitorStatus';
import './visitors.css';

const COLUMNS = INBOX_TEXTS.columns;

/** The contact form's messages, new first, then the newest: who, when, the first line, the state; each opens its page. */
export function Inbox() {
  const { data, problem, loading } = useStaffData(API_PATHS.staffMessages, ContactMessageListSchema);
  const messages = data ? newFirst(data.messages, (message) => message.receivedAt) : [];
  const fresh = messages.filter((message) => message.status === 'new').length;
  return (
    <>
      <div className="office-alert" role="alert">
        {problem && <p>{problem.error}</p>}
      </div>
      <section className="office-list" aria-busy={loading} aria-labelledby="office-inbox-summary">
        <p id="office-inbox-summary" className="office-list__summary" role="status">
          {!data
            ? problem
              ? ''
              : INBOX_TEXTS.loading
            : messages.length === 0
              ? INBOX_TEXTS.none
              : INBOX_TEXTS.shown(messages.length, fresh)}
        </p>
        {messages.length > 0 && (
          <table className="office-table office-table--cards office-inbox">
            <caption className="tv-visually-hidden">{INBOX_TEXTS.caption}</caption>
            <thead>
              <tr>
                {Object.values(COLUMNS).map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.id} data-testid="inbox-row" className={message.status === 'new' ? 'office-inbox__new' : undefined}>
                  <th scope="row" data-label={COLUMNS.from}>
                    <Link to={officeMessagePath(message.id)}>{message.name}</Link>
                    <span className="office-inbox__email">{message.email}</span>
                  </th>
                  <td data-label={COLUMNS.received}>
                    <time dateTime={message.receivedAt}>{formatMoment(message.receivedAt)}</time>
                  </td>
                  <td data-label={COLUMNS.text} className="office-inbox__preview">
                    <span className="office-inbox__text">{firstLine(message.text) || INBOX_TEXTS.noText}</span>
                  </td>
                  <td data-label={COLUMNS.status}>
                    <VisitorStatus
                      status={message.status}
                      label={CONTACT_MESSAGE_STATUS_LABELS[message.status]}
                      waiting={message.status === 'new'}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
