import { useId, useState, type FormEvent } from 'react';

interface StockNumberFormProps {
  /** The box's label; the product's name follows it for screen readers. */
  label: string;
  hint: string;
  title: string;
  /** The box's text as the service holds it now. */
  value: string;
  /** Sends the box's text; answers the text to show after the change, or null when it was refused. */
  onSave: (text: string) => Promise<string | null>;
  saveLabel: string;
  /** Words after the visible label for screen readers only, so two Save buttons of a row differ ("Save limit"). */
  saveDetail?: string;
}

/**
 * A number box and its Save, one per stock setting (the quantity on hand, the most per order).
 * noValidate: a refused number gets the office's or the service's sentence, not the browser's bubble.
 */
export function StockNumberForm({ label, hint, title, value, onSave, saveLabel, saveDetail = '' }: StockNumberFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const forProduct = <span className="tv-visually-hidden"> ({title})</span>;
  const detail = saveDetail && <span className="tv-visually-hidden"> {saveDetail}</span>;
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saved = await onSave(draft);
    if (saved !== null) setDraft(saved);
  };
  return (
    <form className="tv-field office-stock__form" onSubmit={save} noValidate>
      <label htmlFor={`${id}-box`}>
        {label}
        {forProduct}
      </label>
      <p id={`${id}-hint`} className="office-stock__hint">
        {hint}
      </p>
      <div className="office-stock__save">
        <input
          id={`${id}-box`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="tv-button office-button">
          {saveLabel}
          {detail}
          {forProduct}
        </button>
      </div>
    </form>
  );
}
