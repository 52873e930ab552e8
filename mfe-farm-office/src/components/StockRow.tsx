import { useId, useRef, useState, type FormEvent } from 'react';
import { notify } from 'shared';
import type { StockChange, StockLine } from 'shared/src/api';
import { PRODUCT_TEXTS } from '../data/productTexts';
import { changeStock, onHandText, readOnHand } from '../lib/stockActions';

const T = PRODUCT_TEXTS;

interface StockRowProps {
  line: StockLine;
  /** The product as the service answered it after a change. */
  onChanged: (line: StockLine) => void;
}

/**
 * One product: its quantity on hand (a box and Save, empty for not tracked) and its Sold out
 * switch, which saves as soon as it is flipped. Controls stay enabled while a change is on its way
 * (disabling one would drop a keyboard user's focus); a second press meanwhile is ignored.
 */
export function StockRow({ line, onChanged }: StockRowProps) {
  const id = useId();
  const [draft, setDraft] = useState(onHandText(line.onHand));
  // The switch's state while its change is on its way, so it moves when pressed.
  const [soldOutAsked, setSoldOutAsked] = useState<boolean | null>(null);
  const busy = useRef(false);

  const send = async (change: StockChange, said: (saved: StockLine) => string): Promise<StockLine | null> => {
    busy.current = true;
    const result = await changeStock(line.productId, change);
    busy.current = false;
    if (!result.ok) {
      notify.error(result.error);
      return null;
    }
    notify.success(said(result.data));
    onChanged(result.data);
    return result.data;
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const onHand = readOnHand(draft);
    if (onHand === undefined) {
      notify.error(T.notANumber(line.title));
      return;
    }
    const saved = await send({ onHand }, (answer) => T.saved(answer.title, answer.onHand));
    if (saved) setDraft(onHandText(saved.onHand));
  };

  const flip = async (soldOut: boolean) => {
    if (busy.current) return;
    setSoldOutAsked(soldOut);
    await send({ soldOut }, (answer) => (answer.soldOut ? T.soldOutNow(answer.title) : T.onSaleAgain(answer.title)));
    setSoldOutAsked(null);
  };

  const forProduct = <span className="tv-visually-hidden"> ({line.title})</span>;
  return (
    <li className="office-card office-stock__row" data-testid="stock-row">
      <h2 className="office-stock__title">
        {line.title}
      </h2>
      <p className={`office-stock__now office-stock__now--${line.onHand === null ? 'untracked' : 'counted'}`} data-testid="stock-now">
        {line.onHand === null ? T.notTracked : T.count(line.onHand)}
      </p>
      {/* noValidate: a refused number gets the service's sentence, not the browser's bubble. */}
      <form className="tv-field office-stock__form" onSubmit={save} noValidate>
        <label htmlFor={`${id}-on-hand`}>
          {T.onHand}
          {forProduct}
        </label>
        <p id={`${id}-hint`} className="office-stock__hint">
          {T.onHandHint}
        </p>
        <div className="office-stock__save">
          <input
            id={`${id}-on-hand`}
            name="onHand"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={`${id}-hint`}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="tv-button office-button">
            {T.save}
            {forProduct}
          </button>
        </div>
      </form>
      <label className="office-switch">
        <input type="checkbox" role="switch" checked={soldOutAsked ?? line.soldOut} onChange={(event) => void flip(event.target.checked)} />
        <span>
          {T.soldOut}
          {forProduct}
        </span>
      </label>
    </li>
  );
}
