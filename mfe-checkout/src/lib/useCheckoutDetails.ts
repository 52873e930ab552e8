import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useCart, useForm } from 'shared';
import {
  BILLING_FIELDS,
  BILLING_RULES,
  type BillingDetails,
  type BillingField,
  type FulfilmentMethod,
  PICKUP_FIELDS,
  PICKUP_RULES,
} from 'contract';
import { EMPTY_BILLING } from '../data/billing';
import { CHECKOUT_TEXTS } from '../data/checkoutTexts';
import type { DaysState } from './daysState';
import { usePickupDays } from './pickupDays';
import type { FulfilmentCheck } from './startPayment';
import { useDelivery } from './useDelivery';

/** What a pickup form shows: the fields a pickup needs, and the optional notes (the service keeps them). */
const PICKUP_FIELD_SET: ReadonlySet<string> = new Set([...PICKUP_FIELDS, 'notes']);

/**
 * A pickup's customer: its name, e-mail, phone and notes, every address field empty. What was
 * typed there before the shopper switched to pickup is hidden, so it is not sent either.
 */
function pickupCustomer(values: BillingDetails): BillingDetails {
  return Object.fromEntries(BILLING_FIELDS.map((field) => [field, PICKUP_FIELD_SET.has(field) ? values[field] : ''])) as BillingDetails;
}

/** Why a pickup cannot be sent with these days and this choice; null when it can. */
function pickupDayProblem(days: DaysState, day: string | null): string | null {
  if (days.kind === 'failed' || (days.kind === 'loaded' && days.days.length === 0)) return CHECKOUT_TEXTS.pickupDaysUnavailable;
  if (days.kind !== 'loaded' || !day || !days.days.includes(day)) return CHECKOUT_TEXTS.noPickupDay;
  return null;
}

/**
 * The checkout's details, in one place for the page and Pay: delivery or pickup, the pickup day,
 * a delivery's zone and day, and the one form whose rules follow the choice (typed values are kept
 * when the shopper switches).
 */
export function useCheckoutDetails() {
  const [method, setMethod] = useState<FulfilmentMethod>('delivery');
  const [pickupDay, setPickupDay] = useState<string | null>(null);
  const [dayError, setDayError] = useState<string | null>(null);
  const pickupDays = usePickupDays(method === 'pickup');
  // The form's own submit never resets it: Pay sends these details.
  const form = useForm<BillingField>(EMPTY_BILLING, method === 'pickup' ? PICKUP_RULES : BILLING_RULES, () => undefined);
  const { known, items, totalCents } = useCart();
  const delivery = useDelivery(form.values.postcode, totalCents);
  // An empty cart (or one not read yet) is said so, not measured against the minimum.
  const minimum = known && items.length > 0 ? delivery.minimum : null;
  /** The pickup day's group: Pay moves focus there when the day is missing. */
  const dayGroup = useRef<HTMLFieldSetElement>(null);
  /** Delivery or pickup: focus returns there when the shopper switches from the delivery's own button. */
  const choiceGroup = useRef<HTMLFieldSetElement>(null);

  const checkBilling = (): BillingDetails | null => {
    const values = form.check();
    return values && (method === 'pickup' ? pickupCustomer(values) : values);
  };

  const checkFulfilment = (): FulfilmentCheck => {
    if (method === 'delivery') return delivery.check();
    const problem = pickupDayProblem(pickupDays.state, pickupDay);
    setDayError(problem);
    if (problem || !pickupDay) {
      dayGroup.current?.querySelector<HTMLElement>('input, button')?.focus();
      return { ok: false, problem: problem ?? CHECKOUT_TEXTS.noPickupDay };
    }
    return { ok: true, fulfilment: { method: 'pickup', pickupDay } };
  };

  const choosePickupDay = (day: string) => {
    setPickupDay(day);
    setDayError(null);
  };
  // A new attempt starts without the old attempt's sentence.
  const retryPickupDays = () => {
    setDayError(null);
    pickupDays.retry();
  };
  // The button goes with the delivery's part of the form: focus goes to the choice it made, not to the page.
  const switchToPickup = () => {
    flushSync(() => setMethod('pickup'));
    choiceGroup.current?.querySelector<HTMLElement>('input:checked')?.focus();
  };

  return {
    method,
    setMethod,
    switchToPickup,
    choiceGroup,
    pickupDay,
    choosePickupDay,
    dayError,
    pickupDays: pickupDays.state,
    retryPickupDays,
    dayGroup,
    form,
    delivery,
    checkBilling,
    checkFulfilment,
    minimum,
    checkMinimum: () => minimum,
  };
}
