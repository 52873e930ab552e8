import { rules, type ContactField, type FormRules, type Rule } from 'contract';
import { PASSWORD_MISMATCH } from '../../data/formMessages';

export type LoginFields = 'email' | 'password';
export type RegisterFields = 'email' | 'password' | 'confirmPassword';

/** The contact form's rules are the contract's (CONTACT_RULES), which the service checks too. */
export const EMPTY_CONTACT: Record<ContactField, string> = { name: '', email: '', phone: '', comments: '' };
export const EMPTY_LOGIN: Record<LoginFields, string> = { email: '', password: '' };
export const EMPTY_REGISTER: Record<RegisterFields, string> = { email: '', password: '', confirmPassword: '' };

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
