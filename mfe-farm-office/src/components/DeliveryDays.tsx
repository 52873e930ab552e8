import { useRef, useState } from 'react';
import { notify } from 'shared';
import { formatPickupDay, isOpeningDay, type DeliveryScreen } from 'contract';
import { DELIVERY_TEXTS } from '../data/deliveryTexts';
import { saveDeliveryRules, withDayClosed } from '../lib/deliveryActions';
import { CloseDayPanel } from './CloseDayPanel';
import { DayBookings } from './DayBookings';

const T = DELIVERY_TEXTS.days;

interface DeliveryDaysProps {
  screen: DeliveryScreen;
  /** The screen as the service answered a day closed or reopened. */
  onChanged: (screen: DeliveryScreen) => void;
}

/** The zones' names in the rules' order, then any a day still counts that the rules no longer have. */
const zoneColumns = ({ rules, days }: DeliveryScreen) => [
  ...new Set([...rules.zones.map((zone) => zone.name), ...days.flatMap((day) => day.zones.map((zone) => zone.name))]),
];

/**
 * The next 14 days, one row each (a card on a phone, office.css): pickups and each zone's
 * deliveries against what the farm can pack, full and closed days said in words. Closing a day
 * asks first, in its own row, with the orders already booked on it; reopening is harmless and
 * happens at once. Either saves the rules as they are saved, with that day's change only.
 */
export function DeliveryDays({ screen, onChanged }: DeliveryDaysProps) {
  const [closing, setClosing] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = useRef(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const zones = zoneColumns(screen);
  // Focus goes back to the day's button (Close, or Reopen once closed), not to the top of the page.
  const refocus = (day: string) => requestAnimationFrame(() => buttons.current.get(day)?.focus());

  /** Saves the day closed or open; answers the refusal's sentence, or null once saved. */
  const change = async (day: string, closed: boolean): Promise<string | null> => {
    if (busy.current) return null;
    busy.current = true;
    const result = await saveDeliveryRules(withDayClosed(screen.rules, day, closed));
    busy.current = false;
    if (!result.ok) {
      notify.error(result.error);
      return result.error;
    }
    notify.success((closed ? DELIVERY_TEXTS.closing.closed : DELIVERY_TEXTS.closing.reopened)(formatPickupDay(day)));
    setClosing(null);
    onChanged(result.data);
    refocus(day);
    return null;
  };
  const reopen = async (day: string) => setRefusal(await change(day, false));

  return (
    <section className="office-card" aria-labelledby="office-delivery-days">
      <h2 id="office-delivery-days">{T.heading}</h2>
      <div className="office-alert" role="alert">
        {refusal && <p>{refusal}</p>}
      </div>
      {/* Wide with many zones at a desk: it scrolls in its own box, never the page; a phone has cards. */}
      <div className="office-scroll">
        <table className="office-table office-table--cards office-days">
          <caption className="tv-visually-hidden">{T.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.day}</th>
              <th scope="col">{T.pickup}</th>
              {zones.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
              <th scope="col">{T.actions}</th>
            </tr>
          </thead>
          <tbody>
            {screen.days.flatMap((day) => {
              const named = formatPickupDay(day.day);
              const row = (
                <tr key={day.day} className={day.closed ? 'office-days__closed' : undefined} data-testid="delivery-day">
                  <th scope="row" className="office-days__day">
                    <time dateTime={day.day}>{named}</time>
                    {day.closed && <span className="office-status office-days__badge">{T.closed}</span>}
                  </th>
                  <td data-label={T.pickup}>
                    {isOpeningDay(day.day) ? <DayBookings {...day.pickup} /> : <span className="office-days__none">{T.noPickup}</span>}
                  </td>
                  {zones.map((name) => {
                    const zone = day.zones.find((candidate) => candidate.name === name);
                    return (
                      <td key={name} data-label={name}>
                        {zone ? <DayBookings {...zone} /> : <span className="office-days__none">{T.noVan}</span>}
                      </td>
                    );
                  })}
                  <td className="office-days__actions">
                    <button
                      ref={(button) => {
                        if (button) buttons.current.set(day.day, button);
                      }}
                      type="button"
                      className={`tv-button tv-button--outline office-button${day.closed ? '' : ' office-button--danger'}`}
                      aria-expanded={day.closed ? undefined : closing === day.day}
                      onClick={() => (day.closed ? void reopen(day.day) : setClosing(closing === day.day ? null : day.day))}
                    >
                      {day.closed ? T.reopen : T.close}
                      <span className="tv-visually-hidden"> ({named})</span>
                    </button>
                  </td>
                </tr>
              );
              if (closing !== day.day || day.closed) return [row];
              return [
                row,
                <tr key={`${day.day}-closing`} className="office-days__confirm">
                  <td colSpan={zones.length + 3}>
                    <CloseDayPanel
                      day={day.day}
                      onConfirm={() => change(day.day, true)}
                      onCancel={() => {
                        setClosing(null);
                        refocus(day.day);
                      }}
                    />
                  </td>
                </tr>,
              ];
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
