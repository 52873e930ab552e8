import { rules, type FormRules, type Rule } from 'contract';
import { PASSWORD_MISMATCH } from '../../data/formMessages';
import type { DEFAULT_SUBSCRIPTION } from '../../data/subscription';

export type ContactFields = 'name' | 'email' | 'phone' | 'comments';
export type LoginFields = 'email' | 'password';
export type RegisterFields = 'email' | 'password' | 'confirmPassword';
export type SubscriptionFields = keyof typeof DEFAULT_SUBSCRIPTION;

export const EMPTY_CONTACT: Record<ContactFields, string> = { name: '', email: '', phone: '', comments: '' };
export const EMPTY_LOGIN: Record<LoginFields, string> = { email: '', password: '' };
export const EMPTY_REGISTER: Record<RegisterFields, string> = { email: '', password: '', confirmPassword: '' };

/** Contact (docs/product.md#form-rules-by-form): every field required, e-mail in e-mail format, phone numbers only. */
export const contactRules: FormRules<ContactFields> = {
  name: [rules.required('Name')],
  email: [rules.required('E-mail'), rules.email('E-mail')],
  phone: [rules.required('Phone'), rules.numeric('Phone')],
  comments: [rules.required('Comments')],
};

export const loginRules: FormRules<LoginFields> = {
  email: [rules.required('E-mail'), rules.email('E-mail')],
  password: [rules.required('Password')],
};

/** Passes when the value equals the password read at validation time (an empty value is left to `required`). */
export const matchesPassword =
  (password: () => string): Rule =>
  (value) =>
    !value || value === password() ? null : PASSWORD_MISMATCH;

/** Register: all three required, and the confirmation must equal the password. */
export const registerRules = (password: () => string): FormRules<RegisterFields> => ({
  email: [rules.required('E-mail'), rules.email('E-mail')],
  password: [rules.required('Password')],
  confirmPassword: [rules.required('Confirm password'), matchesPassword(password)],
});

/** Subscription: no field is required (docs/product.md#subscription); both choices always hold a default. */
export const subscriptionRules: FormRules<SubscriptionFields> = {};
