/**
 * The weighing marks of a shop page (contract/src/stock/availabilityMarkup.ts,
 * docs/decisions/weighed-produce.md): which products are weighed is the farm's to change at any
 * time, so the shop's build cannot say it; the server fills it as it fills the stock. For a weighed
 * product the price reads "about $6.30" and the label "$6.30/kg · about 1 kg each"; for one sold by
 * the piece the label and the price's mark go, leaving the HTML the shop always sent.
 */
import { findProductById, productPriceCents, WEIGHING_SENTENCES, WEIGHT_LABEL_ATTRIBUTE, WEIGHT_PRICE_ATTRIBUTE } from 'contract';
import { escapeHtml } from '../headTags';
import { type Edit, type Element, markedProductId, replacedText } from '../stock/markEdits';

/** Whether an element holds a weighing mark: most pages hold none, and are not parsed for them. */
export const hasWeighingMarks = (html: string) => html.includes(WEIGHT_LABEL_ATTRIBUTE) || html.includes(WEIGHT_PRICE_ATTRIBUTE);

/** The label is built empty: filled with the price per kilo, or gone with its tags. */
function labelEdits(html: string, element: Element, productId: number, priceCents: number): Edit[] {
  const location = element.sourceCodeLocation;
  if (!location?.startTag || !location.endTag) return [];
  const startTag = html.slice(location.startTag.startOffset, location.startTag.endOffset);
  const endTag = html.slice(location.endTag.startOffset, location.endTag.endOffset);
  return [
    {
      start: location.startOffset,
      end: location.endOffset,
      productId,
      text: ({ soldByWeight }) =>
        soldByWeight ? startTag + escapeHtml(WEIGHING_SENTENCES.unitPrice(priceCents, soldByWeight.estimatedGrams)) + endTag : '',
    },
  ];
}

/** The price says "about" it for a weighed product; sold by the piece, its mark goes (with the space before it). */
function priceEdits(html: string, element: Element, productId: number, priceCents: number): Edit[] {
  const mark = element.sourceCodeLocation?.attrs?.[WEIGHT_PRICE_ATTRIBUTE];
  if (!mark) return [];
  const start = /\s/.test(html[mark.startOffset - 1]) ? mark.startOffset - 1 : mark.startOffset;
  return [
    { start, end: mark.endOffset, productId, text: ({ soldByWeight }) => (soldByWeight ? undefined : '') },
    ...replacedText(element, productId, ({ soldByWeight }) =>
      soldByWeight ? escapeHtml(WEIGHING_SENTENCES.about(priceCents)) : undefined,
    ),
  ];
}

/** The edits one element's weighing marks make, for a product of the catalogue (whose price the server knows). */
export function weighingEdits(html: string, element: Element): Edit[] {
  const edits: Edit[] = [];
  const label = markedProductId(element, WEIGHT_LABEL_ATTRIBUTE);
  const labelProduct = label === undefined ? undefined : findProductById(label);
  if (labelProduct) edits.push(...labelEdits(html, element, labelProduct.id, productPriceCents(labelProduct)));
  const price = markedProductId(element, WEIGHT_PRICE_ATTRIBUTE);
  const priceProduct = price === undefined ? undefined : findProductById(price);
  if (priceProduct) edits.push(...priceEdits(html, element, priceProduct.id, productPriceCents(priceProduct)));
  return edits;
}
