import { useState, type FormEvent } from 'react';
import { Field } from 'shared';
import { LIST_TEXTS } from '../data/officeTexts';
import { DELIVERY_METHODS, STATUS_OPTIONS } from '../data/orderFilters';
import { hasFilters, withFilter, type OrderFilter, type OrderQuery } from '../lib/orderQuery';

interface OrderFiltersProps {
  query: OrderQuery;
  onChange: (next: OrderQuery) => void;
}

/**
 * The list's filters. A choice (status, dates, method) applies at once; the search applies when
 * sent (Enter or Search), so typing does not reload the list at every letter.
 */
export function OrderFilters({ query, onChange }: OrderFiltersProps) {
  const [text, setText] = useState(query.q);
  // The address may change under the box (Back, Clear filters): the box follows it, in the same
  // render (https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  const [followed, setFollowed] = useState(query.q);
  if (followed !== query.q) {
    setFollowed(query.q);
    setText(query.q);
  }

  const choose = (name: OrderFilter) => (event: { target: { value: string } }) => onChange(withFilter(query, name, event.target.value));
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(withFilter(query, 'q', text.trim()));
  };

  return (
    <form className="office-filters office-no-print" role="search" aria-label={LIST_TEXTS.filters} onSubmit={search}>
      <Field as="select" label={LIST_TEXTS.status} name="status" value={query.status} onChange={choose('status')}>
        <option value="">{LIST_TEXTS.anyStatus}</option>
        {STATUS_OPTIONS.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Field>
      <Field label={LIST_TEXTS.from} name="from" type="date" value={query.from} max={query.to || undefined} onChange={choose('from')} />
      <Field label={LIST_TEXTS.to} name="to" type="date" value={query.to} min={query.from || undefined} onChange={choose('to')} />
      <Field as="select" label={LIST_TEXTS.method} name="method" value={query.method} onChange={choose('method')}>
        <option value="">{LIST_TEXTS.anyMethod}</option>
        {DELIVERY_METHODS.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Field>
      <div className="office-filters__search">
        <Field
          label={LIST_TEXTS.search}
          name="q"
          type="search"
          hint={LIST_TEXTS.searchHint}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="tv-button office-button">
          {LIST_TEXTS.searchButton}
        </button>
      </div>
      {hasFilters(query) && (
        <button
          type="button"
          className="tv-button tv-button--outline office-button office-filters__clear"
          onClick={() => onChange({ status: '', from: '', to: '', method: '', q: '', page: 1 })}
        >
          {LIST_TEXTS.clear}
        </button>
      )}
    </form>
  );
}
