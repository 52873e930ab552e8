import type { FormEvent, ReactNode } from 'react';
import { Field, type useForm } from 'shared';
import { BILLING_COUNTRIES, BILLING_MAX_LENGTH, type BillingField, type FulfilmentMethod } from 'contract';
import { FULFILMENT_TEXTS } from '../data/fulfilmentTexts';
import './billingForm.css';

interface BillingFormProps {
  /** The form's state, held by the page: Pay sends what is typed here. */
  form: ReturnType<typeof useForm<BillingField>>;
  /** A pickup asks only for the name, e-mail and phone: the address fields are not shown at all. */
  method: FulfilmentMethod;
  /** The details are complete: the page moves the shopper on to Pay. */
  onComplete: () => void;
  /** A delivery's answer to the postcode (its zone, fee and day), right where it was typed. */
  afterPostcode?: ReactNode;
}

/**
 * The billing details (docs/product.md#billing-form), sent with the payment so the farm knows who
 * the order is for and, for a delivery, where it goes. Its own submit checks the fields and keeps
 * them (Pay needs them).
 */
export function BillingForm({ form, method, onComplete, afterPostcode }: BillingFormProps) {
  const { field, check, formRef } = form;
  const limited = (name: BillingField) => ({ ...field(name), maxLength: BILLING_MAX_LENGTH[name] });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check()) onComplete();
  };
  const email = (
    <Field
      label="E-mail address"
      type="email"
      required
      autoComplete="email"
      hint="We send the order confirmation here, e.g. name@example.com."
      {...limited('email')}
    />
  );
  return (
    <form ref={formRef} className="checkout-billing" onSubmit={onSubmit} noValidate aria-labelledby="checkout-billing-title">
      <h2 id="checkout-billing-title" className="checkout-heading">
        Billing details
      </h2>
      <p className="checkout-billing__legend">
        Fields marked <span className="tv-required">*</span> are required.
      </p>
      <div className="checkout-billing__pair">
        <Field label="First name" required autoComplete="given-name" {...limited('firstName')} />
        <Field label="Last name" required autoComplete="family-name" {...limited('lastName')} />
      </div>
      {method === 'pickup' ? (
        <>
          {email}
          <Field
            label={FULFILMENT_TEXTS.phoneLabel}
            type="tel"
            required
            autoComplete="tel"
            hint={FULFILMENT_TEXTS.phoneHint}
            {...limited('phone')}
          />
          <Field
            as="textarea"
            label="Order notes (optional)"
            rows={4}
            placeholder={FULFILMENT_TEXTS.pickupNotesPlaceholder}
            {...limited('notes')}
          />
        </>
      ) : (
        <>
          <Field as="select" label="Country / Region" required autoComplete="country-name" {...field('country')}>
            {/* A required select starts with an empty placeholder (HTML's rule, checked by the Nu HTML
                Checker: docs/decisions/html-validator.md); it cannot be chosen, and Canada stays the
                preselected default (EMPTY_BILLING). */}
            <option value="" disabled>
              Choose a country / region
            </option>
            {BILLING_COUNTRIES.map(({ name }) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Field>
          <Field
            label="Street address"
            required
            autoComplete="address-line1"
            placeholder="House number and street name"
            {...limited('address1')}
          />
          <Field label="Apartment, suite, unit (optional)" autoComplete="address-line2" {...limited('address2')} />
          <div className="checkout-billing__pair">
            <Field label="Town / City" required autoComplete="address-level2" {...limited('city')} />
            <Field label="State / County" required autoComplete="address-level1" {...limited('state')} />
          </div>
          <div className="checkout-billing__pair">
            <Field label="Postcode / ZIP" required autoComplete="postal-code" {...limited('postcode')} />
            <Field label="Phone (optional)" type="tel" autoComplete="tel" {...limited('phone')} />
          </div>
          {afterPostcode}
          {email}
          <Field
            as="textarea"
            label="Order notes (optional)"
            rows={4}
            placeholder="Notes about your order, e.g. special notes for delivery."
            {...limited('notes')}
          />
        </>
      )}
      <button type="submit" className="tv-button tv-button--outline">
        Check billing details
      </button>
    </form>
  );
}
