import type { ChangeEvent } from 'react';
import type { SubscriptionOption } from '../../data/subscription';

interface ChoiceGroupProps {
  legend: string;
  name: string;
  value: string;
  options: readonly SubscriptionOption[];
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A set of radio buttons drawn as cards; the fieldset's legend names the choice. */
export function ChoiceGroup({ legend, name, value, options, onChange }: ChoiceGroupProps) {
  return (
    <fieldset className="farm-choices">
      <legend className="farm-choices__legend">{legend}</legend>
      <div className="farm-choices__list">
        {options.map((option) => (
          <label key={option.value} className="farm-choice">
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={onChange} />
            <span className="farm-choice__body">
              <span className="farm-choice__label">{option.label}</span>
              <span className="farm-choice__description">{option.description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
