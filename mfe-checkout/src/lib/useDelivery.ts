import { useRef, useState } from 'react';
import { minimumSentence, shippingWording, type ShippingRow, useDeliveryOffer } from 'shared';
import { DELIVERY_SENTENCES, deliveryFeeCents, type DeliveryOffer, formatCents } from 'contract';
import { DELIVERY_TEXTS } from '../data/deliveryTexts';
import type { DaysState } from './daysState';
import { useDeliveryDays, type DeliveryDaysState } from './useDeliveryDays';
import type { FulfilmentCheck } from './startPayment';

/** The summary's shipping line: the zone's fee once the postcode found one, else what the farm's rules say in general. */
function shippingRow(offer: DeliveryOffer | null, days: DeliveryDaysState, subtotalCents: number): ShippingRow | undefined {
  if (days.kind === 'zone') {
    const { name, freeFromCents } = days.zone;
    const feeCents = deliveryFeeCents(days.zone, subtotalCents);
    return {
      label: DELIVERY_SENTENCES.feeLine(name),
      value: feeCents > 0 ? formatCents(feeCents) : DELIVERY_SENTENCES.free,
      feeCents,
      note: feeCents > 0 && freeFromCents !== null ? DELIVERY_SENTENCES.addForFree(freeFromCents - subtotalCents) : null,
    };
  }
  // No zones: today's free shipping (OrderTotals' own line).
  if (days.kind === 'anywhere' || offer?.zones.length === 0) return undefined;
  const general = shippingWording(offer);
  // "Calculated at checkout" would be odd on the checkout itself.
  return {
    label: DELIVERY_TEXTS.shipping,
    value: general === DELIVERY_SENTENCES.atCheckout ? DELIVERY_TEXTS.byPostcode : general,
    feeCents: 0,
  };
}

/** The day choice as it is shown: the zone's days, or how asking for them went. */
function zoneDays(days: DeliveryDaysState): DaysState {
  if (days.kind === 'zone') return { kind: 'loaded', days: days.days };
  return days.kind === 'failed' ? { kind: 'failed' } : { kind: 'loading' };
}

/**
 * Moves focus to the delivery's first control, unless focus is on something before it: the first
 * billing field Pay found wrong (its check runs first), which the shopper fixes first.
 */
function focusFirstIn(group: HTMLElement | null) {
  const active = document.activeElement;
  if (!group || (active && active !== document.body && active.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING)) return;
  group.querySelector<HTMLElement>('input, button')?.focus();
}

/**
 * A delivery under the farm's rules (docs/product.md#delivery-rules): the postcode's zone, its days
 * and fee, the day chosen, and the minimum order. With no rules (no zones) it changes nothing.
 */
export function useDelivery(postcode: string, subtotalCents: number) {
  const offer = useDeliveryOffer();
  // With no zones there is nothing to ask about a postcode.
  const days = useDeliveryDays(offer?.zones.length === 0 ? '' : postcode);
  const [chosen, setChosen] = useState<string | null>(null);
  const [dayError, setDayError] = useState<string | null>(null);
  /** The delivery's part of the form (the day choice, or the way to pickup): Pay moves focus there. */
  const group = useRef<HTMLDivElement>(null);
  const state = days.state;
  // The farm has zones: the day choice is shown while its days load, and when they could not be.
  const zoned = state.kind === 'zone' || (!!offer && offer.zones.length > 0 && (state.kind === 'loading' || state.kind === 'failed'));
  // A day of another zone, or one no longer offered, is no choice.
  const deliveryDay = state.kind === 'zone' && chosen && state.days.includes(chosen) ? chosen : null;

  /** Why a delivery cannot be sent as it is; null when it can (with no zones known, the service decides). */
  const problem = (): string | null => {
    if (state.kind === 'outside') return DELIVERY_SENTENCES.outsideZones(postcode.trim());
    if (!zoned) return null;
    if (state.kind === 'failed') return DELIVERY_TEXTS.daysFailed;
    if (state.kind === 'zone' && state.days.length === 0) return DELIVERY_TEXTS.noDays;
    return deliveryDay ? null : DELIVERY_TEXTS.noDay;
  };

  const check = (): FulfilmentCheck => {
    const found = problem();
    // The outside sentence is already on the page, by its button.
    setDayError(zoned ? found : null);
    if (found) {
      focusFirstIn(group.current);
      return { ok: false, problem: found };
    }
    return { ok: true, fulfilment: deliveryDay ? { method: 'delivery', deliveryDay } : { method: 'delivery' } };
  };

  const chooseDay = (day: string) => {
    setChosen(day);
    setDayError(null);
  };

  return {
    state,
    subtotalCents,
    /** The day choice, when it is shown. */
    days: zoned ? zoneDays(state) : null,
    deliveryDay,
    chooseDay,
    dayError,
    group,
    retry: () => {
      setDayError(null);
      days.retry();
    },
    /** The service refused the day (full, closed, past its cut-off): its sentence, and the days as they are now. */
    onDayRefusal: (sentence: string) => {
      setChosen(null);
      setDayError(sentence);
      days.retry();
    },
    check,
    shipping: shippingRow(offer, state, subtotalCents),
    minimum: minimumSentence(offer, subtotalCents),
  };
}
