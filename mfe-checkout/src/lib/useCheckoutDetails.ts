import { useRef, useState } from 'react';
import { useForm } from 'shared';
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
import { usePickupDays, type PickupDaysState } from './pickupDays';
import type { FulfilmentCheck } from './startPayment';

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
function pickupDayProblem(days: PickupDaysState, day: string | null): string | null {
  if (days.kind === 'failed' || (days.kind === 'loaded' && days.days.length === 0)) return CHECKOUT_TEXTS.pickupDaysUnavailable;
  if (days.kind !== 'loaded' || !day || !days.days.includes(day)) return CHECKOUT_TEXTS.noPickupDay;
  return null;
}

/**
 * The checkout's details, in one place for the page and Pay: delivery or pickup, the pickup day,
 * and the one form whose rules follow the choice (typed values are kept when the shopper switches).
 */
export function useCheckoutDetails() {
  const [method, setMethod] = useState<FulfilmentMethod>('delivery');
  const [pickupDay, setPickupDay] = useState<string | null>(null);
  const [dayError, setDayError] = useState<string | null>(null);
  const pickupDays = usePickupDays(method === 'pickup');
  // The form's own submit never resets it: Pay sends these details.
  const form = useForm<BillingField>(EMPTY_BILLING, method === 'pickup' ? PICKUP_RULES : BILLING_RULES, () => undefined);
  /** The pickup day's group: Pay moves focus there when the day is missing. */
  const dayGroup = useRef<HTMLFieldSetElement>(null);

  const checkBilling = (): BillingDetails | null => {
    const values = form.check();
    return values && (method === 'pickup' ? pickupCustomer(values) : values);
  };

  const checkFulfilment = (): FulfilmentCheck => {
    if (method === 'delivery') return { ok: true, fulfilment: { method: 'delivery' } };
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

  return {
    method,
    setMethod,
    pickupDay,
    choosePickupDay,
    dayError,
    pickupDays: pickupDays.state,
    retryPickupDays,
    dayGroup,
    form,
    checkBilling,
    checkFulfilment,
  };
}
