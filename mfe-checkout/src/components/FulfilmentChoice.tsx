import type { Ref } from 'react';
import { FULFILMENT_CHOICES, FULFILMENT_METHODS, type FulfilmentMethod } from 'contract';
import { FULFILMENT_TEXTS } from '../data/fulfilmentTexts';
import './fulfilment.css';

interface FulfilmentChoiceProps {
  method: FulfilmentMethod;
  onChange: (method: FulfilmentMethod) => void;
  groupRef?: Ref<HTMLFieldSetElement>;
}

/**
 * The checkout's first question: delivery or pickup at the farm. Native radios in a fieldset, so
 * the legend names the group and arrow keys move between the choices.
 */
export function FulfilmentChoice({ method, onChange, groupRef }: FulfilmentChoiceProps) {
  return (
    <fieldset ref={groupRef} className="checkout-choice">
      <legend>
        <h2 className="checkout-heading">{FULFILMENT_TEXTS.choiceLegend}</h2>
      </legend>
      <div className="checkout-choice__options">
        {FULFILMENT_METHODS.map((value) => (
          <label key={value} className="checkout-choice__option">
            <input type="radio" name="fulfilment" value={value} checked={method === value} onChange={() => onChange(value)} />
            <span>{FULFILMENT_CHOICES[value]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
