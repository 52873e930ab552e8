import { useCallback, useState } from 'react';
import { API_PATHS, BoxRequestListSchema, type BoxRequestView } from 'contract';
import { BOX_REQUEST_TEXTS } from '../data/boxRequestTexts';
import { useStaffData } from '../lib/staffApi';
import { newFirst } from '../lib/visitorLists';
import { BoxRequestCard } from './BoxRequestCard';
import './visitors.css';

const T = BOX_REQUEST_TEXTS;

/**
 * The box requests, new first, then the newest. A request moved on keeps its place until the next
 * visit (a card jumping away under the staff member's hand would lose their place and focus); the
 * service's answer for it is kept beside the list.
 */
export function BoxRequestList() {
  const { data, problem, loading, reload } = useStaffData(API_PATHS.staffBoxRequests, BoxRequestListSchema);
  const [changed, setChanged] = useState<Record<string, BoxRequestView>>({});
  const keep = useCallback((request: BoxRequestView) => setChanged((requests) => ({ ...requests, [request.id]: request })), []);
  const requests = data ? newFirst(data.requests, (request) => request.createdAt).map((request) => changed[request.id] ?? request) : [];
  const fresh = requests.filter((request) => request.status === 'new').length;
  // A refused change (a colleague moved the request first): the list as the service has it now, every request.
  const stale = useCallback(() => {
    setChanged({});
    reload();
  }, [reload]);
  const summary = !data ? (problem ? '' : T.loading) : requests.length === 0 ? T.none : T.shown(requests.length, fresh);

  return (
    <>
      <div className="office-alert" role="alert">
        {problem && <p>{problem.error}</p>}
      </div>
      <p className="office-list__summary" role="status">
        {summary}
      </p>
      {requests.length > 0 && (
        <ul className="office-visitor-cards" aria-label={T.listLabel} aria-busy={loading}>
          {requests.map((request) => (
            <BoxRequestCard key={request.id} request={request} onChanged={keep} onStale={stale} />
          ))}
        </ul>
      )}
    </>
  );
}
