import { Field, notify, useForm } from 'shared';
import { rules } from 'contract';
import { earlyTap } from '../startup/frameMarkers';

/** The footer's newsletter sign-up: sends nothing, resets and thanks the visitor (docs/product.md#footer). */
export function NewsletterForm() {
  const { onSubmit, formRef, field } = useForm({ email: '' }, { email: [rules.required('E-mail'), rules.email()] }, () =>
    notify.success('Thanks For Subscribe'),
  );
  return (
    <form className="shell-newsletter" onSubmit={onSubmit} ref={formRef} noValidate aria-label="Newsletter">
      <Field label="Your e-mail" type="email" autoComplete="email" required placeholder="name@example.com" {...field('email')} />
      <button type="submit" className="tv-button tv-button--harvest" {...earlyTap('newsletter')}>
        Subscribe
      </button>
    </form>
  );
}
