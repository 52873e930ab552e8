import type { InputHTMLAttributes } from 'react';
import { MAX_LINE_QUANTITY } from 'contract';

type QuantityFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max' | 'step' | 'inputMode'>;

/**
 * A quantity box: a whole number from 1 to MAX_LINE_QUANTITY, with a phone's number pad. The
 * product page's and the cart's boxes take their limits from here, so they cannot disagree.
 */
export function QuantityField(props: QuantityFieldProps) {
  return <input {...props} type="number" min={1} max={MAX_LINE_QUANTITY} step={1} inputMode="numeric" />;
}
