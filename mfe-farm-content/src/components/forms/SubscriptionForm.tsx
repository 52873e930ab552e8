import { useSyncExternalStore } from 'react';
import { API_PATHS, boxRequestRules, DEFAULT_BOX_REQUEST, FormReceiptSchema, type BoxRequestField } from 'contract';
import { Field, HoneypotField, useFormPost } from 'shared';
import { FORM_TOASTS } from '../../data/formMessages';
import { BOX_SIZE_OPTIONS, FREQUENCY_OPTIONS, METHOD_OPTIONS } from '../../data/subscription';
import { ChoiceGroup } from './ChoiceGroup';
import './forms.css';
import './subscription.css';

/** Today in the visitor's calendar, YYYY-MM-DD: the date picker's earliest day (the service has the last word). */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

const noChanges = () => () => undefined;

/** A postcode only matters for a delivery: a pickup's is not sent, so nothing unneeded is stored. */
const requestBody = (values: Record<BoxRequestField, string>) => ({
  ...values,
  postcode: values.method === 'delivery' ? values.postcode : '',
});

/**
 * The Seasonal Produce Box request: the box, and what the farm needs to call back and set it up.
 * Stored for the office (API_PATHS.boxRequests); the defaults return once it is saved.
 */
export function SubscriptionForm() {
  const { values, onSubmit, formRef, field, honeypot, submitProps } = useFormPost({
    path: API_PATHS.boxRequests,
    initial: DEFAULT_BOX_REQUEST,
    rules: (values) => boxRequestRules(values.method),
    schema: FormReceiptSchema,
    success: FORM_TOASTS.subscription,
    body: requestBody,
  });
  // The page's HTML is written at build time, when "today" was another day: hydration starts without it.
  const today = useSyncExternalStore(noChanges, localToday, () => undefined);

  return (
    <form ref={formRef} className="farm-form farm-subscription__form" onSubmit={onSubmit} noValidate aria-label="Seasonal Produce Box">
      <ChoiceGroup
        legend="Box size"
        name="boxSize"
        value={values.boxSize}
        options={BOX_SIZE_OPTIONS}
        onChange={field('boxSize').onChange}
      />
      <ChoiceGroup
        legend="Delivery frequency"
        name="frequency"
        value={values.frequency}
        options={FREQUENCY_OPTIONS}
        onChange={field('frequency').onChange}
      />
      <fieldset className="farm-choices">
        <legend className="farm-choices__legend">How we reach you</legend>
        <div className="farm-subscription__fields">
          <Field label="Name" autoComplete="name" required {...field('name')} />
          <Field label="E-mail" type="email" autoComplete="email" required {...field('email')} />
          <Field label="Phone" type="tel" inputMode="tel" autoComplete="tel" {...field('phone')} />
        </div>
      </fieldset>
      <ChoiceGroup
        legend="Delivery or pickup"
        name="method"
        value={values.method}
        options={METHOD_OPTIONS}
        onChange={field('method').onChange}
      />
      <div className="farm-subscription__fields">
        {values.method === 'delivery' && <Field label="Postcode" autoComplete="postal-code" required {...field('postcode')} />}
        <Field label="First box" type="date" min={today} hint="Optional: we confirm the day when we call." {...field('startDay')} />
      </div>
      <HoneypotField {...honeypot} />
      <button type="submit" className="tv-button" {...submitProps}>
        Save Preferences
      </button>
    </form>
  );
}
