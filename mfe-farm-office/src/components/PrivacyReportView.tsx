import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  BOX_FREQUENCY_LABELS,
  BOX_REQUEST_STATUS_LABELS,
  BOX_SIZE_LABELS,
  CONTACT_MESSAGE_STATUS_LABELS,
  type PrivacyReport,
} from 'contract';
import { BOX_REQUEST_TEXTS } from '../data/boxRequestTexts';
import { COMMENT_STATUS_LABELS, COMMENT_TEXTS } from '../data/commentTexts';
import { officeMessagePath, officeOrderPath } from '../data/officePaths';
import { PRIVACY_HEADINGS, PRIVACY_TEXTS } from '../data/privacyTexts';
import { formatMoment } from '../lib/dates';
import { firstLine } from '../lib/visitorLists';

const T = PRIVACY_TEXTS;
const H = PRIVACY_HEADINGS;

const When = ({ at }: { at: string }) => <time dateTime={at}>{formatMoment(at)}</time>;

/** One kind's records under its heading with their count, or None. */
function Kind({ heading, empty, children }: { heading: string; empty: boolean; children: ReactNode }) {
  return (
    <section className="office-privacy__kind">
      <h3>{heading}</h3>
      {empty ? <p className="tv-muted">{T.none}</p> : <ul className="office-privacy__records">{children}</ul>}
    </section>
  );
}

/** Everything stored about one address, by kind: what the staff read out to its owner, or check before deleting it. */
export function PrivacyReportView({ report }: { report: PrivacyReport }) {
  const { contactMessages, boxRequests, comments, newsletter, keptOrders } = report;
  return (
    <div className="office-privacy__report" data-testid="privacy-report">
      <Kind heading={H.contactMessages(contactMessages.length)} empty={contactMessages.length === 0}>
        {contactMessages.map((message) => (
          <li key={message.id}>
            <Link to={officeMessagePath(message.id)}>
              <When at={message.receivedAt} />
            </Link>{' '}
            · {CONTACT_MESSAGE_STATUS_LABELS[message.status]} · {firstLine(message.text)}
          </li>
        ))}
      </Kind>
      <Kind heading={H.boxRequests(boxRequests.length)} empty={boxRequests.length === 0}>
        {boxRequests.map((request) => (
          <li key={request.id}>
            <When at={request.createdAt} /> ·{' '}
            {BOX_REQUEST_TEXTS.boxLine(BOX_SIZE_LABELS[request.boxSize], BOX_FREQUENCY_LABELS[request.frequency])} ·{' '}
            {BOX_REQUEST_STATUS_LABELS[request.status]}
          </li>
        ))}
      </Kind>
      <Kind heading={H.comments(comments.length)} empty={comments.length === 0}>
        {comments.map((comment) => (
          <li key={comment.id}>
            <When at={comment.postedAt} /> · {COMMENT_TEXTS.onPost(comment.postId)} · {COMMENT_STATUS_LABELS[comment.status]} ·{' '}
            {firstLine(comment.text)}
          </li>
        ))}
      </Kind>
      <section className="office-privacy__kind">
        <h3>{T.newsletter}</h3>
        <p>
          {newsletter ? (
            <>
              {T.newsletterStates[newsletter.state]}, {T.since} <When at={newsletter.createdAt} />
            </>
          ) : (
            T.notOnList
          )}
        </p>
        <p>
          {T.outbox}: <strong>{report.outboxMessages}</strong>
        </p>
      </section>
      <section className="office-privacy__kind">
        <h3>{H.orders(keptOrders.length)}</h3>
        <p>{T.ordersKept}</p>
        {keptOrders.length > 0 && (
          <ul className="office-privacy__records">
            {keptOrders.map((order) => (
              <li key={order.number}>
                <Link to={officeOrderPath(order.number)}>{order.number}</Link> · <When at={order.createdAt} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
