import { useId, useRef, useState, type FormEvent } from 'react';
import { notify } from 'shared';
import { MAX_LINE_GRAMS, paymentSummary, type OrderDetail, type StaffOrder, type WeightsRequest } from 'contract';
import { WEIGHING_TEXTS as T } from '../data/weighingTexts';
import { isConflict } from '../lib/orderActions';
import { estimateWords, postWeights, weighedLines, weightsRequest } from '../lib/weighing';
import './weighing.css';

interface WeightsFormProps {
  order: StaffOrder;
  /** The order as the service answered the weights. */
  onWeighed: (detail: OrderDetail) => void;
  /** The order moved under the page (a 409 other than above the hold): ask for it again. */
  onStale: () => void;
}

/** A refusal as the form shows it; above the hold, with its two ways out. */
type Problem = { sentence: string; aboveHold: boolean };

/**
 * Each weighed line's estimate and a box for its grams, on the order's page and its packing slip
 * (docs/decisions/weighed-produce.md). Above the hold the service charges nothing: the staff
 * charge the hold's maximum (the farm absorbs the rest) or weigh again, the boxes kept to edit.
 * noValidate: a wrong box gets the office's sentence, not the browser's bubble.
 */
export function WeightsForm({ order, onWeighed, onStale }: WeightsFormProps) {
  const id = useId();
  const lines = weighedLines(order);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const busy = useRef(false);
  const first = useRef<HTMLInputElement>(null);

  const send = async (request: WeightsRequest) => {
    if (busy.current) return;
    busy.current = true;
    const result = await postWeights(order.number, request);
    busy.current = false;
    if (result.ok) {
      setProblem(null);
      const { order: weighed } = result.data;
      notify.success(T.weighed(order.number, paymentSummary(weighed.status, weighed.payment) ?? ''));
      onWeighed(result.data);
      return;
    }
    const aboveHold = result.code === 'above_hold';
    setProblem({ sentence: result.error, aboveHold });
    if (!aboveHold && isConflict(result)) onStale();
  };

  /** The boxes read again, so a choice after a refusal sends what they hold now. */
  const submit = (chargeHoldMaximum: boolean) => {
    const request = weightsRequest(lines, typed);
    if ('refusal' in request) setProblem({ sentence: request.refusal, aboveHold: false });
    else void send(chargeHoldMaximum ? { ...request, chargeHoldMaximum } : request);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(false);
  };

  const weighAgain = () => {
    setProblem(null);
    first.current?.focus();
  };

  return (
    <form className="office-weights" onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend>{T.weights}</legend>
        <p className="office-weights__hint office-no-print">{T.weightsHint}</p>
        {lines.map((line, index) => (
          <div key={line.productId} className="tv-field office-weights__line">
            <label htmlFor={`${id}-${line.productId}`}>{T.grams(line.title)}</label>
            <p id={`${id}-${line.productId}-estimate`} className="office-weights__estimate" data-testid="weighed-estimate">
              {estimateWords(line)}
            </p>
            <input
              id={`${id}-${line.productId}`}
              ref={index === 0 ? first : undefined}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_LINE_GRAMS}
              required
              autoComplete="off"
              aria-describedby={`${id}-${line.productId}-estimate`}
              value={typed[line.productId] ?? ''}
              onChange={(event) => setTyped((current) => ({ ...current, [line.productId]: event.target.value }))}
            />
          </div>
        ))}
      </fieldset>
      <div className="office-alert" role="alert">
        {problem && <p>{problem.sentence}</p>}
        {problem?.aboveHold && (
          <div className="office-actions__buttons office-no-print">
            <button type="button" className="tv-button office-button" onClick={() => submit(true)}>
              {T.chargeMaximum}
            </button>
            <button type="button" className="tv-button tv-button--outline office-button" onClick={weighAgain}>
              {T.weighAgain}
            </button>
          </div>
        )}
      </div>
      <button type="submit" className="tv-button office-button office-no-print">
        {T.submit}
      </button>
    </form>
  );
}
