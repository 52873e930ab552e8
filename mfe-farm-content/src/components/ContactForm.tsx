import { Field, notify, useForm } from 'shared';
import { FORM_TOASTS } from '../data/formMessages';
import { contactRules, EMPTY_CONTACT } from './forms/formRules';
import './forms/forms.css';

/** The contact form (home and /contact pages). It sends nothing: it thanks the visitor and resets. */
export function ContactForm() {
  const { field, onSubmit, formRef } = useForm(EMPTY_CONTACT, contactRules, () => notify.success(FORM_TOASTS.contact));

  return (
    <form ref={formRef} className="farm-form farm-form--grid" onSubmit={onSubmit} noValidate aria-label="Contact form">
      <Field label="Name" autoComplete="name" required {...field('name')} />
      <Field label="E-mail" type="email" autoComplete="email" required {...field('email')} />
      <Field label="Phone" type="tel" inputMode="tel" autoComplete="tel" required {...field('phone')} />
      <div className="farm-form__wide">
        <Field as="textarea" label="Comments" rows={5} required {...field('comments')} />
      </div>
      <div className="farm-form__wide">
        <button type="submit" className="tv-button">
          Send Message
        </button>
      </div>
    </form>
  );
}
