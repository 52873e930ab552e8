import { RunSheetSchema, type RunSheet } from 'contract';
import { PACKING_TEXTS } from '../data/officeTexts';
import { addressLines, customerName } from '../lib/customer';
import { useStaffData } from '../lib/staffApi';
import { Answer, Notes } from './PackingViews';

type Stop = RunSheet['stops'][number];

/** The stops in runs of one zone, in the service's order (by zone, those with none last). */
function byZone(stops: readonly Stop[]): Array<{ zone: string | null; stops: Stop[] }> {
  const groups: Array<{ zone: string | null; stops: Stop[] }> = [];
  for (const stop of stops) {
    const last = groups.at(-1);
    if (last && last.zone === stop.zone) last.stops.push(stop);
    else groups.push({ zone: stop.zone, stops: [stop] });
  }
  return groups;
}

/** One stop: its town and postcode, each order with its address, phone and notes. */
function RunStop({ stop, level }: { stop: Stop; level: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section className="office-run__stop" aria-label={`${stop.town} ${stop.postcode}`} data-testid="run-stop">
      <Heading>
        {stop.town} <span className="office-run__postcode">{stop.postcode}</span>
      </Heading>
      <ol className="office-run__orders">
        {stop.orders.map((order) => (
          <li key={order.number}>
            <p className="office-run__who">
              <strong>{order.number}</strong> {customerName(order.customer)}
            </p>
            <address>
              {addressLines(order.customer).map((line) => (
                <span key={line}>{line}</span>
              ))}
              {order.customer.phone && (
                <span>
                  {PACKING_TEXTS.phone}: <a href={`tel:${order.customer.phone}`}>{order.customer.phone}</a>
                </span>
              )}
            </address>
            <Notes notes={order.customer.notes} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The delivery run: stops by town and postcode, under a heading per zone once the farm has zones
 * (a van a zone); with none, the stops alone, as before.
 */
export function RunSheetView({ path }: { path: string }) {
  const state = useStaffData(path, RunSheetSchema);
  return (
    <Answer state={state} empty={PACKING_TEXTS.noStops} isEmpty={(data) => data.stops.length === 0}>
      {(data) => {
        const groups = byZone(data.stops);
        if (groups.every((group) => group.zone === null))
          return (
            <div className="office-run">
              {data.stops.map((stop) => (
                <RunStop key={`${stop.town}-${stop.postcode}`} stop={stop} level={3} />
              ))}
            </div>
          );
        return (
          <div className="office-run">
            {groups.map((group, index) => (
              <section
                key={group.zone ?? ''}
                className="office-run__zone"
                aria-labelledby={`office-run-zone-${index}`}
                data-testid="run-zone"
              >
                <h3 id={`office-run-zone-${index}`}>{group.zone ?? PACKING_TEXTS.noZone}</h3>
                {group.stops.map((stop) => (
                  <RunStop key={`${stop.town}-${stop.postcode}`} stop={stop} level={4} />
                ))}
              </section>
            ))}
          </div>
        );
      }}
    </Answer>
  );
}
