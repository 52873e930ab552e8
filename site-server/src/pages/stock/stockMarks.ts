/**
 * The marks a remote's prerendered HTML puts where a page depends on stock
 * (contract/src/stock/availabilityMarkup.ts): a label whose text is left empty at build time, and
 * an add-to-cart button. The fragment is read once with parse5, where it is composed; filling it
 * for an availability is then only joining strings, so a page costs no parse per request
 * (docs/decisions/live-availability.md).
 */
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { STOCK_GATE_ATTRIBUTE, STOCK_LABEL_ATTRIBUTE, stockLabel, stockState } from 'contract';
import { escapeHtml } from '../headTags';
import type { Lefts } from './liveAvailability';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** A change to the fragment: [start, end) replaced by what the product's `left` makes of it. */
interface Edit {
  start: number;
  end: number;
  productId: number;
  text(left: number | null): string;
}

export interface StockMarks {
  /** The products the fragment marks, each once. */
  productIds: readonly number[];
  /** The fragment with each mark of a product in `lefts` filled; a product it does not know is left as built: no claim. */
  fill(lefts: Lefts): string;
}

const attributeOf = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const productIdOf = (value: string | undefined) => (value !== undefined && /^\d+$/.test(value.trim()) ? Number(value) : undefined);

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* elements(child);
}

/** Where a new attribute goes: right after the tag's name, whatever else the tag holds. */
const afterTagName = (element: Element) => element.sourceCodeLocation!.startTag!.startOffset + 1 + element.tagName.length;

/** The label's own text goes, its text becomes the label (after any icon it holds), and its start tag says the state. */
function labelEdits(element: Element, productId: number): Edit[] {
  const location = element.sourceCodeLocation;
  if (!location?.startTag || !location.endTag) return [];
  const at = afterTagName(element);
  const edits: Edit[] = [{ start: at, end: at, productId, text: (left) => ` data-stock-state="${stockState(left)}"` }];
  for (const child of element.childNodes) {
    const place = child.sourceCodeLocation;
    if (child.nodeName === '#text' && place) edits.push({ start: place.startOffset, end: place.endOffset, productId, text: () => '' });
  }
  const end = location.endTag.startOffset;
  edits.push({ start: end, end, productId, text: (left) => escapeHtml(stockLabel(left)) });
  return edits;
}

/** A sold-out product's button is disabled, unless its build disabled it already. */
function gateEdits(element: Element, productId: number): Edit[] {
  if (!element.sourceCodeLocation?.startTag || attributeOf(element, 'disabled') !== undefined) return [];
  const at = afterTagName(element);
  return [{ start: at, end: at, productId, text: (left) => (stockState(left) === 'sold_out' ? ' disabled=""' : '') }];
}

/** The stock marks of a page's HTML (the fragment in `<main>`, as the page will send it). */
export function stockMarks(html: string): StockMarks {
  // Most pages mark nothing: no parse for them.
  if (!html.includes(STOCK_LABEL_ATTRIBUTE) && !html.includes(STOCK_GATE_ATTRIBUTE)) return { productIds: [], fill: () => html };
  const edits: Edit[] = [];
  for (const element of elements(parseFragment(html, { sourceCodeLocationInfo: true }))) {
    const label = productIdOf(attributeOf(element, STOCK_LABEL_ATTRIBUTE));
    if (label !== undefined) edits.push(...labelEdits(element, label));
    const gate = productIdOf(attributeOf(element, STOCK_GATE_ATTRIBUTE));
    if (gate !== undefined) edits.push(...gateEdits(element, gate));
  }
  // In document order; edits at one offset keep the order they were made in (sort is stable).
  edits.sort((a, b) => a.start - b.start);
  return {
    productIds: [...new Set(edits.map((edit) => edit.productId))],
    fill(lefts) {
      let out = '';
      let from = 0;
      for (const edit of edits) {
        const left = lefts.get(edit.productId);
        if (left === undefined) continue;
        out += html.slice(from, edit.start) + edit.text(left);
        from = edit.end;
      }
      return out + html.slice(from);
    },
  };
}
