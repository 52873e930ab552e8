import { API_PATHS, SubscriberListSchema } from 'contract';
import { SUBSCRIBER_TEXTS, SUBSCRIBERS_CSV } from '../data/subscriberTexts';
import { formatMoment } from '../lib/dates';
import { useStaffData } from '../lib/staffApi';
import './visitors.css';

const T = SUBSCRIBER_TEXTS;

/** The newsletter's confirmed addresses with when each confirmed, their count, and the CSV for the mailing tool. */
export function SubscriberList() {
  const { data, problem, loading } = useStaffData(API_PATHS.staffSubscribers, SubscriberListSchema);
  const subscribers = data?.subscribers ?? [];
  const summary = !data ? (problem ? '' : T.loading) : subscribers.length === 0 ? T.none : T.count(subscribers.length);
  return (
    <>
      <div className="office-subscribers__head">
        <p className="office-subscribers__intro">{T.intro}</p>
        <a className="tv-button tv-button--outline office-button" href={SUBSCRIBERS_CSV} download>
          {T.download}
          <span className="tv-visually-hidden">{T.downloadDetail}</span>
        </a>
      </div>
      <div className="office-alert" role="alert">
        {problem && <p>{problem.error}</p>}
      </div>
      <section className="office-list" aria-busy={loading} aria-labelledby="office-subscribers-summary">
        <p id="office-subscribers-summary" className="office-list__summary" role="status">
          {summary}
        </p>
        {subscribers.length > 0 && (
          <table className="office-table office-subscribers">
            <caption className="tv-visually-hidden">{T.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.columns.email}</th>
                <th scope="col">{T.columns.confirmed}</th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((subscriber) => (
                <tr key={subscriber.email} data-testid="subscriber">
                  <th scope="row">{subscriber.email}</th>
                  <td>
                    <time dateTime={subscriber.confirmedAt}>{formatMoment(subscriber.confirmedAt)}</time>
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
