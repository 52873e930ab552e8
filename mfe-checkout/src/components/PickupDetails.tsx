import type { Ref } from 'react';
import { FARM_PICKUP } from 'contract';
import { FULFILMENT_TEXTS } from '../data/fulfilmentTexts';
import type { DaysState } from '../lib/daysState';
import { DayChoice } from './DayChoice';
import './fulfilment.css';

interface PickupDetailsProps {
  days: DaysState;
  pickupDay: string | null;
  onChoose: (day: string) => void;
  onRetry: () => void;
  /** Pay's refusal sentence for the day, shown under the days. */
  error: string | null;
  groupRef: Ref<HTMLFieldSetElement>;
}

const PICKUP_DAY_TEXTS = {
  legend: FULFILMENT_TEXTS.dayLegend,
  loading: FULFILMENT_TEXTS.daysLoading,
  failed: FULFILMENT_TEXTS.daysFailed,
  none: FULFILMENT_TEXTS.noDays,
  retry: FULFILMENT_TEXTS.retry,
};

/** Pickup at the farm: where and when it opens, and the day the shopper will come (from the service's days). */
export function PickupDetails({ days, pickupDay, onChoose, onRetry, error, groupRef }: PickupDetailsProps) {
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
      <DayChoice
        name="pickupDay"
        texts={PICKUP_DAY_TEXTS}
        days={days}
        chosen={pickupDay}
        onChoose={onChoose}
        onRetry={onRetry}
        error={error}
        groupRef={groupRef}
      />
    </section>
  );
}
