import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { isValid, validate, type FormErrors, type FormRules } from 'contract';

/**
 * Form state for the site's forms: values, errors shown after a submit attempt, and a submit
 * handler that runs `onValid` and resets the form, or focuses the first invalid field.
 * `onValid` may send the values: then it returns a promise, and the form resets only when that
 * resolves true, so a send that failed keeps what the visitor wrote.
 * `check` validates the same way without submitting, for a form whose values another control sends.
 * Rules that depend on another field (a postcode only for a delivery) are a function of the values.
 */
export function useForm<K extends string>(
  initial: Record<K, string>,
  formRules: FormRules<K> | ((values: Record<K, string>) => FormRules<K>),
  onValid: (values: Record<K, string>) => void | Promise<boolean>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<K>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (name in current ? { ...current, [name]: undefined } : current));
  }, []);

  /** Shows every field's error and focuses the first invalid one; returns the values when the form is valid, else null. */
  const check = (): Record<K, string> | null => {
    const found = validate(values, typeof formRules === 'function' ? formRules(values) : formRules);
    const shown = Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as FormErrors<K>;
    setErrors(shown);
    if (isValid(shown)) return values;
    const first = Object.keys(shown)[0];
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = check();
    if (!valid) return;
    const sending = onValid(valid);
    if (!(sending instanceof Promise)) {
      setValues(initial);
      return;
    }
    void sending.then((stored) => {
      if (stored) setValues(initial);
    });
  };

  /** Props for a <Field>: value, change handler and the error to show. */
  const field = (name: K) => ({ name, value: values[name], onChange, error: errors[name] });

  return { values, errors, field, check, onSubmit, formRef };
}
