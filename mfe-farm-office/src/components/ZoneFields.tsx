import { Field } from 'shared';
import { DELIVERY_TEXTS } from '../data/deliveryTexts';
import type { ZoneDraft } from '../lib/deliveryDraft';

const T = DELIVERY_TEXTS.rules;

interface ZoneFieldsProps {
  zone: ZoneDraft;
  index: number;
  onChange: (change: Partial<ZoneDraft>) => void;
  onRemove: () => void;
}

/** ISO weekdays, Monday first, as the contract counts them (1 Monday … 7 Sunday). */
const WEEKDAYS = T.weekdayNames.map((name, index) => ({ name, iso: index + 1 }));

/** A zone's fieldset, for the form to find its first box once it is added. */
export const zoneId = (key: number) => `office-zone-${key}`;

/**
 * One delivery zone's boxes, as typed: its name, the postcodes it takes (digits, several to a
 * box), the weekdays its van goes out, its fee and free threshold in dollars, its cut-off and how
 * many deliveries a day it can carry. Read into cents and numbers only on Save (deliveryDraft.ts).
 */
export function ZoneFields({ zone, index, onChange, onRemove }: ZoneFieldsProps) {
  const named = T.zone(index, zone.name);
  const field = (name: string) => `zone-${zone.key}-${name}`;
  const toggle = (iso: number, on: boolean) =>
    onChange({ weekdays: on ? [...zone.weekdays, iso].sort((a, b) => a - b) : zone.weekdays.filter((day) => day !== iso) });
  return (
    <fieldset className="office-zone" id={zoneId(zone.key)} data-testid="zone">
      <legend>{named}</legend>
      <div className="office-delivery__grid">
        <Field label={T.zoneName} name={field('name')} value={zone.name} onChange={(event) => onChange({ name: event.target.value })} />
        <Field
          label={T.prefixes}
          name={field('prefixes')}
          hint={T.prefixesHint}
          inputMode="numeric"
          autoComplete="off"
          value={zone.prefixes}
          onChange={(event) => onChange({ prefixes: event.target.value })}
        />
      </div>
      <fieldset className="office-zone__weekdays">
        <legend>{T.weekdays}</legend>
        {WEEKDAYS.map(({ name, iso }) => (
          <label key={iso} className="office-zone__weekday">
            <input type="checkbox" checked={zone.weekdays.includes(iso)} onChange={(event) => toggle(iso, event.target.checked)} />
            {name}
          </label>
        ))}
      </fieldset>
      <div className="office-delivery__grid">
        <Field
          label={T.fee}
          name={field('fee')}
          inputMode="decimal"
          autoComplete="off"
          value={zone.fee}
          onChange={(event) => onChange({ fee: event.target.value })}
        />
        <Field
          label={T.freeFrom}
          name={field('free-from')}
          hint={T.freeFromHint}
          inputMode="decimal"
          autoComplete="off"
          value={zone.freeFrom}
          onChange={(event) => onChange({ freeFrom: event.target.value })}
        />
        <Field
          label={T.cutoffHour}
          name={field('cutoff')}
          hint={T.cutoffHint}
          inputMode="numeric"
          autoComplete="off"
          value={zone.cutoffHour}
          onChange={(event) => onChange({ cutoffHour: event.target.value })}
        />
        <Field
          label={T.capacity}
          name={field('capacity')}
          inputMode="numeric"
          autoComplete="off"
          value={zone.capacity}
          onChange={(event) => onChange({ capacity: event.target.value })}
        />
      </div>
      <button type="button" className="tv-button tv-button--outline office-button office-button--danger" onClick={onRemove}>
        {T.removeZone(index, zone.name)}
      </button>
    </fieldset>
  );
}
