import type { Ref } from 'react';
import { FARM_PICKUP, formatPickupDay } from 'contract';
import { FULFILMENT_TEXTS } from '../data/fulfilmentTexts';
import type { PickupDaysState } from '../lib/pickupDays';
import './fulfilment.css';

interface PickupDetailsProps {
  days: PickupDaysState;
  pickupDay: string | null;
  onChoose: (day: string) => void;
  onRetry: () => void;
  /** Pay's refusal sentence for the day, shown under the days. */
  error: string | null;
  groupRef: Ref<HTMLFieldSetElement>;
}

const ERROR_ID = 'checkout-pickup-day-error';

/** Where the state of the days is said: one live region for loading, failure and no days. */
function daysStatus(days: PickupDaysState): string | null {
  if (days.kind === 'idle' || days.kind === 'loading') return FULFILMENT_TEXTS.daysLoading;
  if (days.kind === 'failed') return FULFILMENT_TEXTS.daysFailed;
  return days.days.length === 0 ? FULFILMENT_TEXTS.noDays : null;
}

/** Pickup at the farm: where and when it opens, and the day the shopper will come (from the service's days). */
export function PickupDetails({ days, pickupDay, onChoose, onRetry, error, groupRef }: PickupDetailsProps) {
  const status = daysStatus(days);
  return (
    <section className="checkout-pickup" aria-labelledby="checkout-pickup-title">
      <h3 id="checkout-pickup-title" className="checkout-pickup__title">
        {FULFILMENT_TEXTS.farmHeading}
      </h3>
      <dl className="checkout-pickup__facts">
        <dt>{FULFILMENT_TEXTS.addressLabel}</dt>
        <dd>
          <address data-testid="pickup-farm-address">{FARM_PICKUP.address}</address>
        </dd>
        <dt>{FULFILMENT_TEXTS.hoursLabel}</dt>
        <dd>{FULFILMENT_TEXTS.hours}</dd>
      </dl>
      <fieldset ref={groupRef} className="checkout-pickup__days" aria-describedby={error ? ERROR_ID : undefined}>
        <legend>
          {FULFILMENT_TEXTS.dayLegend}
          <span className="tv-required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div role="status">{status && <p className="checkout-pickup__status">{status}</p>}</div>
        {days.kind === 'failed' && (
          <button type="button" className="tv-button tv-button--outline" onClick={onRetry}>
            {FULFILMENT_TEXTS.retry}
          </button>
        )}
        {days.kind === 'loaded' && days.days.length > 0 && (
          <div className="checkout-pickup__options">
            {days.days.map((day) => (
              <label key={day} className="checkout-choice__option">
                <input
                  type="radio"
                  name="pickupDay"
                  value={day}
                  checked={pickupDay === day}
                  onChange={() => onChoose(day)}
                  required
                  aria-invalid={error ? true : undefined}
                />
                <span>{formatPickupDay(day)}</span>
              </label>
            ))}
          </div>
        )}
        <p id={ERROR_ID} className="tv-field__error" role="alert" hidden={!error}>
          {error}
        </p>
      </fieldset>
    </section>
  );
}
