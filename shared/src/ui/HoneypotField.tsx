import { useId, type ChangeEvent } from 'react';
import { HONEYPOT_FIELD } from 'contract';
import './honeypotField.css';

interface HoneypotFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The visitors' forms' trap for bots (docs/decisions/visitor-forms.md): a field named `website`
 * that people never see, reach by Tab or have filled in by the browser. It is moved off-screen
 * rather than `display: none`, which form-filling bots know to skip; the form sends its value and
 * the service quietly drops a submission that has one.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  const id = useId();
  return (
    <div className="tv-honeypot" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} value={value} onChange={onChange} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
