import { useRef, useState } from 'react';
import { Field } from 'shared';
import { formatPickupDay } from 'contract';
import { DELIVERY_TEXTS } from '../data/deliveryTexts';

const T = DELIVERY_TEXTS.rules;

interface ClosedDaysFieldsProps {
  days: readonly string[];
  onChange: (days: string[]) => void;
}

/**
 * The days the farm is closed (Christmas, a market day): each with its Remove, and a date box to
 * add one. Enter in the box adds the day rather than saving the whole form half-way.
 */
export function ClosedDaysFields({ days, onChange }: ClosedDaysFieldsProps) {
  const [day, setDay] = useState('');
  const [missing, setMissing] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const add = () => {
    if (!day) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onChange([...new Set([...days, day])].sort());
    setDay('');
  };
  const remove = (gone: string) => {
    onChange(days.filter((candidate) => candidate !== gone));
    // The removed day's button goes with it: focus waits in the date box.
    box.current?.querySelector('input')?.focus();
  };
  return (
    <fieldset className="office-delivery__fieldset">
      <legend>{T.closedDays}</legend>
      {days.length === 0 ? (
        <p>{T.noClosedDays}</p>
      ) : (
        <ul className="office-closed-days" data-testid="closed-days">
          {days.map((closed) => (
            <li key={closed}>
              <time dateTime={closed}>{formatPickupDay(closed)}</time>
              <button type="button" className="tv-button tv-button--outline office-button" onClick={() => remove(closed)}>
                {T.remove}
                <span className="tv-visually-hidden"> {formatPickupDay(closed)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="office-closed-days__add" ref={box}>
        <Field
          label={T.newClosedDay}
          name="closed-day"
          type="date"
          value={day}
          error={missing && !day ? DELIVERY_TEXTS.problems.day : undefined}
          onChange={(event) => setDay(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <button type="button" className="tv-button tv-button--outline office-button" onClick={add}>
          {T.addClosedDay}
        </button>
      </div>
    </fieldset>
  );
}
