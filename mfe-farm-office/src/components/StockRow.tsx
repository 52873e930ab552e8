import { useRef, useState } from 'react';
import { notify } from 'shared';
import type { StockChange, StockLine } from 'contract';
import { PRODUCT_TEXTS } from '../data/productTexts';
import { STOCK_NUMBER_FIELDS } from '../data/stockNumberFields';
import { changeStock, numberText, readWholeNumber } from '../lib/stockActions';
import { SoldByWeightForm } from './SoldByWeightForm';
import { StockNumberForm } from './StockNumberForm';

const T = PRODUCT_TEXTS;

interface StockRowProps {
  line: StockLine;
  /** The product as the service answered it after a change. */
  onChanged: (line: StockLine) => void;
}

/**
 * One product: its quantity on hand (a box and Save, empty for not tracked), what one order may
 * take (empty for the shop's default) and its Sold out switch, which saves as soon as it is flipped. Controls stay enabled while a change is on its way
 * (disabling one would drop a keyboard user's focus); a second press meanwhile is ignored.
 */
export function StockRow({ line, onChanged }: StockRowProps) {
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

  /** One box's Save: read as a whole number or empty, refused here with the staff's words otherwise. */
  const saveNumber = async ({ field, min, refusal, said }: (typeof STOCK_NUMBER_FIELDS)[number], text: string): Promise<string | null> => {
    if (busy.current) return null;
    const value = readWholeNumber(text, min);
    if (value === undefined) {
      notify.error(refusal(line.title));
      return null;
    }
    const saved = await send({ [field]: value }, said);
    return saved && numberText(saved[field]);
  };

  const flip = async (soldOut: boolean) => {
    if (busy.current) return;
    setSoldOutAsked(soldOut);
    await send({ soldOut }, (answer) => (answer.soldOut ? T.soldOutNow(answer.title) : T.onSaleAgain(answer.title)));
    setSoldOutAsked(null);
  };

  return (
    <li className="office-card office-stock__row" data-testid="stock-row">
      <h2 className="office-stock__title">{line.title}</h2>
      <p className={`office-stock__now office-stock__now--${line.onHand === null ? 'untracked' : 'counted'}`} data-testid="stock-now">
        {line.onHand === null ? T.notTracked : T.count(line.onHand, line.held)}
      </p>
      {STOCK_NUMBER_FIELDS.map((box) => (
        <StockNumberForm
          key={box.field}
          label={box.label}
          hint={box.hint}
          title={line.title}
          value={numberText(line[box.field])}
          saveLabel={T.save}
          saveDetail={box.saveDetail}
          onSave={(text) => saveNumber(box, text)}
        />
      ))}
      <label className="office-switch">
        <input type="checkbox" role="switch" checked={soldOutAsked ?? line.soldOut} onChange={(event) => void flip(event.target.checked)} />
        <span>
          {T.soldOut}
          <span className="tv-visually-hidden"> ({line.title})</span>
        </span>
      </label>
      <SoldByWeightForm line={line} onChanged={onChanged} />
    </li>
  );
}
