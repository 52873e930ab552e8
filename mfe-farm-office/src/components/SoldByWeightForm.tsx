import { useId, useRef, useState, type FormEvent } from 'react';
import { notify } from 'shared';
import {
  findProductById,
  MAX_ESTIMATED_GRAMS,
  productPriceCents,
  WEIGHING_SENTENCES,
  type ProductSaleChange,
  type StockLine,
} from 'contract';
import { WEIGHING_TEXTS as T } from '../data/weighingTexts';
import { changeSale, numberText, readWholeNumber } from '../lib/stockActions';

interface SoldByWeightFormProps {
  line: StockLine;
  /** The product as it now sells, after the service saved the change. */
  onChanged: (line: StockLine) => void;
}

/** One piece's price in the catalogue, from which the price per kilo follows; null for a product the catalogue no longer has. */
const pieceCents = (productId: number) => {
  const product = findProductById(productId);
  return product ? productPriceCents(product) : null;
};

/**
 * Whether the product is weighed at packing, and one piece's estimated grams
 * (docs/decisions/weighed-produce.md), saved together; a weighed product shows its derived price
 * per kilo. A refusal, the office's or the service's, is said under the box.
 */
export function SoldByWeightForm({ line, onChanged }: SoldByWeightFormProps) {
  const id = useId();
  const [weighed, setWeighed] = useState(line.soldByWeight !== null);
  const [grams, setGrams] = useState(numberText(line.soldByWeight?.estimatedGrams ?? null));
  const [error, setError] = useState('');
  const busy = useRef(false);
  const price = pieceCents(line.productId);
  const forProduct = <span className="tv-visually-hidden"> ({line.title})</span>;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const estimatedGrams = weighed ? readWholeNumber(grams, 1) : null;
    if (weighed && (estimatedGrams == null || estimatedGrams > MAX_ESTIMATED_GRAMS)) {
      setError(T.notEstimate(line.title));
      return;
    }
    const change: ProductSaleChange = { soldByWeight: estimatedGrams ? { estimatedGrams } : null };
    busy.current = true;
    const result = await changeSale(line.productId, change);
    busy.current = false;
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError('');
    const { soldByWeight } = result.data;
    notify.success(
      soldByWeight && price
        ? T.byWeightNow(line.title, WEIGHING_SENTENCES.unitPrice(price, soldByWeight.estimatedGrams))
        : T.byPieceNow(line.title),
    );
    onChanged({ ...line, soldByWeight });
  };

  return (
    <form className="office-stock__form office-stock__weight" onSubmit={save} noValidate>
      <label className="office-switch">
        <input type="checkbox" checked={weighed} onChange={(event) => setWeighed(event.target.checked)} />
        <span>
          {T.soldByWeight}
          {forProduct}
        </span>
      </label>
      {line.soldByWeight && price && (
        <p className="office-stock__hint" data-testid="unit-price">
          {WEIGHING_SENTENCES.unitPrice(price, line.soldByWeight.estimatedGrams)}
        </p>
      )}
      {weighed && (
        <div className="tv-field">
          <label htmlFor={`${id}-grams`}>
            {T.estimatedGrams}
            {forProduct}
          </label>
          <p id={`${id}-hint`} className="office-stock__hint">
            {T.estimatedGramsHint}
          </p>
          <input
            id={`${id}-grams`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ESTIMATED_GRAMS}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint ${id}-error`}
            value={grams}
            onChange={(event) => setGrams(event.target.value)}
          />
        </div>
      )}
      <p id={`${id}-error`} className="tv-field__error" role="alert" hidden={!error}>
        {error}
      </p>
      <button type="submit" className="tv-button office-button">
        {T.saveWay}
        <span className="tv-visually-hidden"> {T.saveWayDetail}</span>
        {forProduct}
      </button>
    </form>
  );
}
