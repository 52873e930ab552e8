import { API_PATHS, FormReceiptSchema, NEWSLETTER_RULES } from 'contract';
import { Field, HoneypotField, useFormPost } from 'shared';
import { earlyTap } from '../startup/frameMarkers';

/**
 * The footer's newsletter sign-up (docs/product.md#footer): the service e-mails a link to confirm
 * (double opt-in), so the field's hint says so; the toast stays the spec's.
 */
export function NewsletterForm() {
  const { onSubmit, formRef, field, honeypot, submitProps } = useFormPost({
    path: API_PATHS.newsletter,
    initial: { email: '' },
    rules: NEWSLETTER_RULES,
    schema: FormReceiptSchema,
    success: 'Thanks For Subscribe',
  });
  return (
    <form className="shell-newsletter" onSubmit={onSubmit} ref={formRef} noValidate aria-label="Newsletter">
      <Field
        label="Your e-mail"
        type="email"
        autoComplete="email"
        required
        placeholder="name@example.com"
        hint="We'll e-mail you a link to confirm."
        {...field('email')}
      />
      <HoneypotField {...honeypot} />
      <button type="submit" className="tv-button tv-button--harvest" {...submitProps} {...earlyTap('newsletter')}>
        Subscribe
      </button>
    </form>
  );
}
