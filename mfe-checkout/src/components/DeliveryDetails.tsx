import type { Ref } from 'react';
import { DELIVERY_SENTENCES, deliveryFeeCents } from 'contract';
import { DELIVERY_TEXTS, zoneSentence } from '../data/deliveryTexts';
import { FULFILMENT_TEXTS } from '../data/fulfilmentTexts';
import type { DaysState } from '../lib/daysState';
import type { DeliveryDaysState } from '../lib/useDeliveryDays';
import { DayChoice } from './DayChoice';
import './fulfilment.css';

interface DeliveryDetailsProps {
  /** The postcode as typed: the outside sentence names it so. */
  postcode: string;
  state: DeliveryDaysState;
  /** The day choice, when the farm has zones; null: none to show. */
  days: DaysState | null;
  subtotalCents: number;
  deliveryDay: string | null;
  onChoose: (day: string) => void;
  onRetry: () => void;
  onPickup: () => void;
  error: string | null;
  groupRef: Ref<HTMLDivElement>;
}

const DELIVERY_DAY_TEXTS = {
  legend: DELIVERY_TEXTS.dayLegend,
  loading: DELIVERY_TEXTS.daysLoading,
  failed: DELIVERY_TEXTS.daysFailed,
  none: DELIVERY_TEXTS.noDays,
  retry: FULFILMENT_TEXTS.retry,
};

/** What the postcode's answer is, in one sentence: the zone and its fee, or that it is not delivered to. */
function postcodeSentence({ postcode, state, subtotalCents }: Pick<DeliveryDetailsProps, 'postcode' | 'state' | 'subtotalCents'>) {
  if (state.kind === 'outside') return DELIVERY_SENTENCES.outsideZones(postcode.trim());
  if (state.kind === 'zone') return zoneSentence(state.zone.name, deliveryFeeCents(state.zone, subtotalCents));
  return null;
}

/**
 * Right under the postcode: what delivery there costs and on which day it comes, or, outside every
 * zone, the way to pickup (what was typed stays). With no zones it is an empty live region.
 */
export function DeliveryDetails(props: DeliveryDetailsProps) {
  const { state, days, deliveryDay, onChoose, onRetry, onPickup, error, groupRef } = props;
  const sentence = postcodeSentence(props);
  return (
    <div ref={groupRef} className="checkout-delivery">
      {/* Present before it speaks, so the answer to the postcode is read out as it comes. */}
      <div role="status">{sentence && <p className="checkout-delivery__sentence">{sentence}</p>}</div>
      {state.kind === 'outside' && (
        <button type="button" className="tv-button tv-button--outline checkout-delivery__pickup" onClick={onPickup}>
          {DELIVERY_TEXTS.switchToPickup}
        </button>
      )}
      {days && (
        <DayChoice
          name="deliveryDay"
          texts={DELIVERY_DAY_TEXTS}
          days={days}
          chosen={deliveryDay}
          onChoose={onChoose}
          onRetry={onRetry}
          error={error}
        />
      )}
    </div>
  );
}
