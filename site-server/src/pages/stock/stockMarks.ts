/**
 * The marks a remote's prerendered HTML puts where a page depends on the live availability
 * (contract/src/stock/availabilityMarkup.ts): a stock label whose text is left empty at build time,
 * an add-to-cart button, and the weighing marks (../weighing/weighingMarks.ts). The fragment is
 * read once with parse5, where it is composed; filling it for an availability is then only joining
 * strings, so a page costs no parse per request (docs/decisions/live-availability.md).
 */
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { type ProductAvailability, STOCK_GATE_ATTRIBUTE, STOCK_LABEL_ATTRIBUTE, stockLabel, stockState } from 'contract';
import { escapeHtml } from '../headTags';
import { hasWeighingMarks, weighingEdits } from '../weighing/weighingMarks';
import { afterTagName, attributeOf, type Edit, type Element, markedProductId, replacedText } from './markEdits';

type Node = DefaultTreeAdapterMap['node'];

/** What the service says of each product, by id. */
type Products = ReadonlyMap<number, ProductAvailability>;

export interface StockMarks {
  /** The products the fragment marks, each once. */
  productIds: readonly number[];
  /** The fragment with each mark of a product in `products` filled; a product it does not know is left as built: no claim. */
  fill(products: Products): string;
}

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* elements(child);
}

/** The label's own text becomes the label (after any icon it holds), and its start tag says the state. */
function labelEdits(element: Element, productId: number): Edit[] {
  if (!element.sourceCodeLocation?.startTag || !element.sourceCodeLocation.endTag) return [];
  const at = afterTagName(element);
  return [
    { start: at, end: at, productId, text: ({ left }) => ` data-stock-state="${stockState(left)}"` },
    ...replacedText(element, productId, ({ left }) => escapeHtml(stockLabel(left))),
  ];
}

/** A sold-out product's button is disabled, unless its build disabled it already. */
function gateEdits(element: Element, productId: number): Edit[] {
  if (!element.sourceCodeLocation?.startTag || attributeOf(element, 'disabled') !== undefined) return [];
  const at = afterTagName(element);
  return [{ start: at, end: at, productId, text: ({ left }) => (stockState(left) === 'sold_out' ? ' disabled=""' : '') }];
}

/** The live marks of a page's HTML (the fragment in `<main>`, as the page will send it). */
export function stockMarks(html: string): StockMarks {
  // Most pages mark nothing: no parse for them.
  const weighing = hasWeighingMarks(html);
  if (!html.includes(STOCK_LABEL_ATTRIBUTE) && !html.includes(STOCK_GATE_ATTRIBUTE) && !weighing)
    return { productIds: [], fill: () => html };
  const edits: Edit[] = [];
  for (const element of elements(parseFragment(html, { sourceCodeLocationInfo: true }))) {
    const label = markedProductId(element, STOCK_LABEL_ATTRIBUTE);
    if (label !== undefined) edits.push(...labelEdits(element, label));
    const gate = markedProductId(element, STOCK_GATE_ATTRIBUTE);
    if (gate !== undefined) edits.push(...gateEdits(element, gate));
    if (weighing) edits.push(...weighingEdits(html, element));
  }
  // In document order; edits at one offset keep the order they were made in (sort is stable).
  edits.sort((a, b) => a.start - b.start);
  return {
    productIds: [...new Set(edits.map((edit) => edit.productId))],
    fill(products) {
      let out = '';
      let from = 0;
      for (const edit of edits) {
        const product = products.get(edit.productId);
        const text = product && edit.text(product);
        if (text === undefined) continue;
        out += html.slice(from, edit.start) + text;
        from = edit.end;
      }
      return out + html.slice(from);
    },
  };
}
