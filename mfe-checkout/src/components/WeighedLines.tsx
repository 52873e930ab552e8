import { WEIGHING_SENTENCES, type ShopperOrder } from 'contract';
import { WEIGHING_TEXTS } from '../data/weighingTexts';

type Line = ShopperOrder['lines'][number];
type WeighedLine = Line & { weighing: NonNullable<Line['weighing']> };

const isWeighed = (line: Line): line is WeighedLine => line.weighing !== null;

/** An order with a weighed line: its total is an estimate until the farm weighs it (docs/decisions/weighed-produce.md). */
export const hasWeighedLine = (lines: readonly Line[]) => lines.some(isWeighed);

/**
 * Each weighed line of a receipt: its price by the kilo, what was estimated, and once weighed at
 * packing what it weighed and cost. Words, not colours, tell the estimate from the weight.
 */
export function WeighedLines({ lines }: { lines: readonly Line[] }) {
  const weighed = lines.filter(isWeighed);
  if (weighed.length === 0) return null;
  return (
    <section className="order-weighed" aria-labelledby="order-weighed-title">
      <h4 id="order-weighed-title" className="order-weighed__title">
        {WEIGHING_TEXTS.linesHeading}
      </h4>
      <ul className="order-weighed__lines">
        {weighed.map(({ title, quantity, unitPriceCents, lineTotalCents, weighing }, index) => (
          <li key={`${index}-${title}`} data-testid="weighed-line">
            <strong>
              {title} × {quantity}
            </strong>
            <span>{WEIGHING_SENTENCES.unitPrice(unitPriceCents, weighing.estimatedGrams)}</span>
            <span>{WEIGHING_TEXTS.estimate(weighing.estimatedGrams * quantity, lineTotalCents)}</span>
            <span data-testid="weighed-actual">
              {weighing.actualGrams !== null && weighing.chargedCents !== null
                ? WEIGHING_TEXTS.weighed(weighing.actualGrams, weighing.chargedCents)
                : WEIGHING_TEXTS.notWeighed}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
