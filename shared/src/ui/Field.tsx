import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface Common {
  label: string;
  name: string;
  error?: string;
  required?: boolean;
  /** Extra hint under the label. */
  hint?: ReactNode;
}

type InputProps = Common & { as?: 'input' } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;
type TextareaProps = Common & { as: 'textarea' } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>;
type SelectProps = Common & { as: 'select'; children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>;

export type FieldProps = InputProps | TextareaProps | SelectProps;

/** A labelled form control whose error is tied to it and announced to screen readers. */
export function Field(props: FieldProps) {
  const id = useId();
  const { label, error, required, hint } = props;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const shared = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, required };

  let control: ReactNode;
  if (props.as === 'textarea') {
    const { as: _as, label: _l, error: _e, hint: _h, ...rest } = props;
    control = <textarea {...rest} {...shared} />;
  } else if (props.as === 'select') {
    const { as: _as, label: _l, error: _e, hint: _h, children, ...rest } = props;
    control = (
      <select {...rest} {...shared}>
        {children}
      </select>
    );
  } else {
    const { as: _as, label: _l, error: _e, hint: _h, ...rest } = props;
    control = <input {...rest} {...shared} />;
  }

  return (
    <div className="tv-field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="tv-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="tv-field__hint">
          {hint}
        </p>
      )}
      {control}
      <p id={errorId} className="tv-field__error" role="alert" hidden={!error}>
        {error}
      </p>
    </div>
  );
}
