import { type Ref, useId } from 'react';
import { formatPickupDay } from 'contract';
import type { DaysState } from '../lib/daysState';

/** What the choice says while its days load, when they could not be, and when there are none. */
interface DayTexts {
  legend: string;
  loading: string;
  failed: string;
  none: string;
  retry: string;
}

interface DayChoiceProps {
  /** The radios' name: one group per form. */
  name: string;
  texts: DayTexts;
  days: DaysState;
  chosen: string | null;
  onChoose: (day: string) => void;
  onRetry: () => void;
  /** Pay's (or the service's) refusal sentence for the day, shown under the days. */
  error: string | null;
  groupRef?: Ref<HTMLFieldSetElement>;
}

/** Where the state of the days is said: one live region for loading, failure and no days. */
function daysStatus(days: DaysState, texts: DayTexts): string | null {
  if (days.kind === 'idle' || days.kind === 'loading') return texts.loading;
  if (days.kind === 'failed') return texts.failed;
  return days.days.length === 0 ? texts.none : null;
}

/**
 * The day a pickup or a delivery is booked for, among the service's days: native radios in a
 * fieldset, so the legend names the group and arrow keys move between the days.
 */
export function DayChoice({ name, texts, days, chosen, onChoose, onRetry, error, groupRef }: DayChoiceProps) {
  const errorId = useId();
  const status = daysStatus(days, texts);
  return (
    <fieldset ref={groupRef} className="checkout-pickup__days" aria-describedby={error ? errorId : undefined}>
      <legend>
        {texts.legend}
        <span className="tv-required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div role="status">{status && <p className="checkout-pickup__status">{status}</p>}</div>
      {days.kind === 'failed' && (
        <button type="button" className="tv-button tv-button--outline" onClick={onRetry}>
          {texts.retry}
        </button>
      )}
      {days.kind === 'loaded' && days.days.length > 0 && (
        <div className="checkout-pickup__options">
          {days.days.map((day) => (
            <label key={day} className="checkout-choice__option">
              <input
                type="radio"
                name={name}
                value={day}
                checked={chosen === day}
                onChange={() => onChoose(day)}
                required
                aria-invalid={error ? true : undefined}
              />
              <span>{formatPickupDay(day)}</span>
            </label>
          ))}
        </div>
      )}
      <p id={errorId} className="tv-field__error" role="alert" hidden={!error}>
        {error}
      </p>
    </fieldset>
  );
}
