import { Field, useForm } from 'shared';
import { BILLING_RULES, COUNTRIES, EMPTY_BILLING } from '../data/billing';
import './billingForm.css';

/**
 * The billing details (SPEC.md sections 3 and 5). Its own submit checks the fields and
 * resets the form; payment does not depend on it.
 */
export function BillingForm() {
  const { field, onSubmit, formRef } = useForm(EMPTY_BILLING, BILLING_RULES, () => undefined);
  return (
    <form ref={formRef} className="checkout-billing" onSubmit={onSubmit} noValidate aria-labelledby="checkout-billing-title">
      <h2 id="checkout-billing-title" className="checkout-heading">
        Billing details
      </h2>
      <p className="checkout-billing__legend">
        Fields marked <span className="tv-required">*</span> are required.
      </p>
      <div className="checkout-billing__pair">
        <Field label="First name" required autoComplete="given-name" {...field('firstName')} />
        <Field label="Last name" required autoComplete="family-name" {...field('lastName')} />
      </div>
      <Field as="select" label="Country / Region" required autoComplete="country-name" {...field('country')}>
        {COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {country}
          </option>
        ))}
      </Field>
      <Field label="Street address" required autoComplete="address-line1" placeholder="House number and street name" {...field('address1')} />
      <Field label="Apartment, suite, unit (optional)" autoComplete="address-line2" {...field('address2')} />
      <div className="checkout-billing__pair">
        <Field label="Town / City" required autoComplete="address-level2" {...field('city')} />
        <Field label="State / County" required autoComplete="address-level1" {...field('state')} />
      </div>
      <div className="checkout-billing__pair">
        <Field label="Postcode / ZIP" required autoComplete="postal-code" {...field('postcode')} />
        <Field label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
      </div>
      <Field label="E-mail address" type="email" required autoComplete="email" hint="We send the order confirmation here, e.g. name@example.com." {...field('email')} />
      <Field as="textarea" label="Order notes (optional)" rows={4} placeholder="Notes about your order, e.g. special notes for delivery." {...field('notes')} />
      <button type="submit" className="tv-button tv-button--outline">
        Check billing details
      </button>
    </form>
  );
}
