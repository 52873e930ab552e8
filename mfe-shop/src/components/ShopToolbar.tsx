import { FaGrip, FaList } from 'react-icons/fa6';
import { SORT_OPTIONS, type SortKey } from '../data/sortOptions';
import type { ShopView } from './ProductCard';
import './shopToolbar.css';

interface ShopToolbarProps {
  view: ShopView;
  onViewChange: (view: ShopView) => void;
  results: string;
  sort: SortKey;
  onSortChange: (sort: SortKey) => void;
}

const VIEWS = [
  { value: 'grid', label: 'Grid view', Icon: FaGrip },
  { value: 'list', label: 'List view', Icon: FaList },
] as const;

/** Above the product list: the grid/list toggle, the results line and the sort choice. */
export function ShopToolbar({ view, onViewChange, results, sort, onSortChange }: ShopToolbarProps) {
  return (
    <div className="shop-toolbar">
      <div className="shop-toolbar__views" role="group" aria-label="Show products as">
        {VIEWS.map(({ value, label, Icon }) => (
          <button
            key={value}
            type="button"
            className="shop-toolbar__view"
            aria-pressed={view === value}
            aria-label={label}
            title={label}
            onClick={() => onViewChange(value)}
          >
            <Icon aria-hidden />
          </button>
        ))}
      </div>
      <p className="shop-toolbar__results" aria-live="polite">
        {results}
      </p>
      <label className="shop-toolbar__sort">
        <span>Sort by</span>
        <select value={sort} onChange={(event) => onSortChange(event.target.value as SortKey)}>
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
