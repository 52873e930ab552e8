import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Product } from 'contract';
import './productTabs.css';

const TABS = ['Description', 'Additional Information'] as const;

/** Description and Additional Information, as tabs operable with the arrow keys. */
export function ProductTabs({ product }: { product: Product }) {
  const id = useId();
  const [active, setActive] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -active, End: TABS.length - 1 - active };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (active + moves[event.key] + TABS.length) % TABS.length;
    setActive(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="shop-tabs">
      <div role="tablist" aria-label="Product details" className="shop-tabs__list" onKeyDown={onKeyDown}>
        {TABS.map((label, i) => (
          <button
            key={label}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-controls={`${id}-panel-${i}`}
            aria-selected={active === i}
            tabIndex={active === i ? 0 : -1}
            onClick={() => setActive(i)}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-0`}
        aria-labelledby={`${id}-tab-0`}
        hidden={active !== 0}
        tabIndex={0}
        className="shop-tabs__panel"
      >
        <p>{product.description ?? `${product.title}, grown and harvested at Terra Verde.`}</p>
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-1`}
        aria-labelledby={`${id}-tab-1`}
        hidden={active !== 1}
        tabIndex={0}
        className="shop-tabs__panel"
      >
        {product.specs?.length ? (
          <table className="shop-tabs__specs">
            <tbody>
              {product.specs.map((spec) => (
                <tr key={spec.label}>
                  <th scope="row">{spec.label}</th>
                  <td>{spec.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>No additional information for this product.</p>
        )}
      </div>
    </div>
  );
}
