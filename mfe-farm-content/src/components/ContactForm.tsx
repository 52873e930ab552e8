import { API_PATHS, CONTACT_RULES, FormReceiptSchema } from 'contract';
import { Field, HoneypotField, useFormPost } from 'shared';
import { FORM_TOASTS } from '../data/formMessages';
import { EMPTY_CONTACT } from './forms/formRules';
import './forms/forms.css';

/** The contact form (home and /contact pages): the message goes to the farm's office inbox. */
export function ContactForm() {
  const { field, onSubmit, formRef, honeypot, submitProps } = useFormPost({
    path: API_PATHS.contact,
    initial: EMPTY_CONTACT,
    rules: CONTACT_RULES,
    schema: FormReceiptSchema,
    success: FORM_TOASTS.contact,
  });

  return (
    <form ref={formRef} className="farm-form farm-form--grid" onSubmit={onSubmit} noValidate aria-label="Contact form">
      <Field label="Name" autoComplete="name" required {...field('name')} />
      <Field label="E-mail" type="email" autoComplete="email" required {...field('email')} />
      <Field label="Phone" type="tel" inputMode="tel" autoComplete="tel" required {...field('phone')} />
      <div className="farm-form__wide">
        <Field as="textarea" label="Comments" rows={5} required {...field('comments')} />
      </div>
      <HoneypotField {...honeypot} />
      <div className="farm-form__wide">
        <button type="submit" className="tv-button" {...submitProps}>
          Send Message
        </button>
      </div>
    </form>
  );
}
