/** Validation rules shared by every form on the site. A rule returns an error sentence or null. */
export type Rule = (value: string) => string | null;

/**
 * A plain address: dot-separated words, one @, a domain of at least two labels. No comment
 * `( )`, quote, bracket, backslash, comma, semicolon or colon: a mail library reads those as
 * syntax, and `mal(comment)lory@evil.example` went to lory@evil.example (issue 37). Letters of
 * any script stay allowed.
 */
const WORD = '[^\\s\\u0000-\\u001F\\u007F-\\u009F()<>\\[\\]"\\\\,;:@.]+';
const EMAIL = new RegExp(`^${WORD}(\\.${WORD})*@${WORD}(\\.${WORD})+$`, 'u');

export const rules = {
  required:
    (label: string): Rule =>
    (value) =>
      value.trim() ? null : `${label} is required.`,
  email:
    (label = 'E-mail'): Rule =>
    (value) =>
      !value.trim() || EMAIL.test(value.trim()) ? null : `${label} must be a valid e-mail address, like name@example.com.`,
  numeric:
    (label: string): Rule =>
    (value) =>
      !value.trim() || /^\+?[\d\s()-]+$/.test(value.trim()) ? null : `${label} must contain numbers only.`,
  maxLength:
    (label: string, max: number): Rule =>
    (value) =>
      value.trim().length <= max ? null : `${label} must be at most ${max} characters long.`,
  oneOf:
    (label: string, allowed: readonly string[]): Rule =>
    (value) =>
      allowed.includes(value) ? null : `${label} must be one of ${allowed.join(', ')}.`,
};

export type FormRules<K extends string> = Partial<Record<K, readonly Rule[]>>;
export type FormErrors<K extends string> = Partial<Record<K, string>>;

/** First failing rule per field; an empty object means the form is valid. */
export function validate<K extends string>(values: Record<K, string>, formRules: FormRules<K>): FormErrors<K> {
  const errors: FormErrors<K> = {};
  for (const key of Object.keys(formRules) as K[]) {
    for (const rule of formRules[key] ?? []) {
      const error = rule(values[key] ?? '');
      if (error) {
        errors[key] = error;
        break;
      }
    }
  }
  return errors;
}

export const isValid = <K extends string>(errors: FormErrors<K>) => Object.keys(errors).length === 0;
