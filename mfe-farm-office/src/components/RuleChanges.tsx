import type { DeliveryScreen } from 'contract';
import { DELIVERY_TEXTS } from '../data/deliveryTexts';
import { formatMoment } from '../lib/dates';

const T = DELIVERY_TEXTS.changes;

/** Who changed the rules last, and when, newest first: a staff member's e-mail, or a script's token. */
export function RuleChanges({ changes }: { changes: DeliveryScreen['changes'] }) {
  return (
    <section className="office-card" aria-labelledby="office-delivery-changes">
      <h2 id="office-delivery-changes">{T.heading}</h2>
      {changes.length === 0 ? (
        <p>{T.none}</p>
      ) : (
        <ul className="office-delivery__changes" data-testid="rule-changes">
          {changes.map((change, index) => (
            <li key={`${change.at}-${index}`}>
              <time dateTime={change.at}>{formatMoment(change.at)}</time> {T.by} {change.actor === 'script' ? T.script : change.actor}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
