import { ORDER_STATUS_LABELS, type OrderEvent } from 'contract';
import { ORDER_TEXTS } from '../data/officeTexts';
import { formatMoment } from '../lib/dates';

/** What changed: "Paid → Packed", the status the order was created with, or "Cancelled (unchanged)" for a note alone. */
function change(event: OrderEvent): string {
  if (!event.from) return `${ORDER_TEXTS.created}: ${ORDER_STATUS_LABELS[event.to]}`;
  if (event.from === event.to) return `${ORDER_STATUS_LABELS[event.to]} (${ORDER_TEXTS.unchanged})`;
  return `${ORDER_STATUS_LABELS[event.from]} → ${ORDER_STATUS_LABELS[event.to]}`;
}

/** Every change of the order, oldest first as the service sends them: what, when and who, with the note. */
export function Timeline({ events }: { events: readonly OrderEvent[] }) {
  return (
    <section className="office-card" aria-labelledby="office-timeline-title">
      <h2 id="office-timeline-title">{ORDER_TEXTS.timeline}</h2>
      <ol className="office-timeline">
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`} data-testid="order-event">
            <strong>{change(event)}</strong>
            <span className="office-timeline__meta">
              <time dateTime={event.at}>{formatMoment(event.at)}</time> {ORDER_TEXTS.by}{' '}
              {event.actor === 'system' ? ORDER_TEXTS.system : event.actor}
            </span>
            {event.note && <p className="office-timeline__note">{event.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
