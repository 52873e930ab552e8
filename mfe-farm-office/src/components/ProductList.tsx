import { useCallback, useState } from 'react';
import { API_PATHS, StockListSchema, type StockLine } from 'contract';
import { PRODUCT_TEXTS } from '../data/productTexts';
import { useStaffData } from '../lib/staffApi';
import { StockRow } from './StockRow';
import './products.css';

/**
 * Every product of the catalogue with its stock, in the catalogue's order. Each row's change
 * answers that product alone; the answers are kept beside the list, so two rows saved at once do
 * not undo each other.
 */
export function ProductList() {
  const { data, problem } = useStaffData(API_PATHS.staffStock, StockListSchema);
  const [changed, setChanged] = useState<Record<number, StockLine>>({});
  const keep = useCallback((line: StockLine) => setChanged((lines) => ({ ...lines, [line.productId]: line })), []);

  return (
    <>
      <p className="office-stock__intro">{PRODUCT_TEXTS.intro}</p>
      <div className="office-alert" role="alert">
        {problem && <p>{problem.error}</p>}
      </div>
      {!data ? (
        !problem && <p role="status">{PRODUCT_TEXTS.loading}</p>
      ) : (
        <ul className="office-stock">
          {data.products.map((line) => (
            <StockRow key={line.productId} line={changed[line.productId] ?? line} onChanged={keep} />
          ))}
        </ul>
      )}
    </>
  );
}
