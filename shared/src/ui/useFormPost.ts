import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { HONEYPOT_FIELD, type FormRules } from 'contract';
import { requestJson, type ApiFailure, type Schema } from '../api/requestJson';
import { notify } from '../toast';
import { useForm } from './useForm';

/** Said when the service gave no sentence of its own; the visitor's text stays in the form. */
export const FORM_POST_FAILURES = {
  unreachable: 'We could not reach the farm. Check your connection and send it again: what you wrote is still here.',
  other: 'Something went wrong on our side. Please send it again in a moment: what you wrote is still here.',
} as const;

/** The sentence a failed send shows: the service's own refusal (a rule, the rate limit) as it is. */
const failureSentence = (failure: ApiFailure) =>
  failure.kind === 'refused' ? failure.error : failure.kind === 'unreachable' ? FORM_POST_FAILURES.unreachable : FORM_POST_FAILURES.other;

interface FormPostOptions<K extends string, T> {
  /** The service's path (`API_PATHS.contact`, …). */
  path: string;
  initial: Record<K, string>;
  rules: FormRules<K> | ((values: Record<K, string>) => FormRules<K>);
  /** The answer's contract schema (`FormReceiptSchema`). */
  schema: Schema<T>;
  /** The success toast, word for word (docs/product.md#error-catalogue). */
  success: string;
  /** What is sent, from the fields (the honeypot is added): to add a comment's post id, or leave out what a choice made moot. */
  body?: (values: Record<K, string>) => Record<string, unknown>;
  /** After the service stored it, before the form resets. */
  onSent?: (data: T) => void;
}

/**
 * A visitor's form that posts to the checkout-service (docs/decisions/visitor-forms.md): the
 * form's fields and the honeypot as JSON, the answer read with the contract's schema. A stored
 * submission thanks the visitor and resets the form; a failed one says why in an error toast and
 * keeps everything typed. `sending` holds while the request is out: the submit button is disabled
 * then (`submitProps`), and a second submit is ignored, so a double tap sends once.
 */
export function useFormPost<K extends string, T>({
  path,
  initial,
  rules,
  schema,
  success,
  body = (values) => values,
  onSent,
}: FormPostOptions<K, T>) {
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const [honeypotValue, setHoneypotValue] = useState('');

  const send = async (values: Record<K, string>): Promise<boolean> => {
    // Enter in a field still submits while the button is disabled; the ref answers before React re-renders.
    if (inFlight.current) return false;
    inFlight.current = true;
    setSending(true);
    const result = await requestJson(path, {
      method: 'POST',
      schema,
      body: { ...body(values), [HONEYPOT_FIELD]: honeypotValue },
    });
    inFlight.current = false;
    setSending(false);
    if (!result.ok) {
      notify.error(failureSentence(result));
      return false;
    }
    notify.success(success);
    setHoneypotValue('');
    onSent?.(result.data);
    return true;
  };

  const form = useForm(initial, rules, send);
  const onHoneypotChange = useCallback((event: ChangeEvent<HTMLInputElement>) => setHoneypotValue(event.target.value), []);

  return {
    ...form,
    sending,
    /** For `<HoneypotField>`. */
    honeypot: { value: honeypotValue, onChange: onHoneypotChange },
    /** For the submit button. */
    submitProps: { disabled: sending, 'aria-busy': sending },
  };
}
