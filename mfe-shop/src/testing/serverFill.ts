import {
  AVAILABILITY_SNAPSHOT_ID,
  findProductById,
  productPriceCents,
  STOCK_GATE_ATTRIBUTE,
  STOCK_LABEL_ATTRIBUTE,
  stockLabel,
  stockState,
  WEIGHING_SENTENCES,
  WEIGHT_LABEL_ATTRIBUTE,
  WEIGHT_PRICE_ATTRIBUTE,
} from 'contract';
import { availabilitySnapshot } from './availability';

const markedId = (element: Element, name: string) => Number(element.getAttribute(name));

/** A weighed product's marks say "about" its price and its price per kilo; sold by the piece, the marks go. */
function fillWeighing(container: HTMLElement, weighed: Record<number, number>) {
  for (const label of container.querySelectorAll(`[${WEIGHT_LABEL_ATTRIBUTE}]`)) {
    const id = markedId(label, WEIGHT_LABEL_ATTRIBUTE);
    if (weighed[id]) label.textContent = WEIGHING_SENTENCES.unitPrice(productPriceCents(findProductById(id)!), weighed[id]);
    else label.remove();
  }
  for (const price of container.querySelectorAll(`[${WEIGHT_PRICE_ATTRIBUTE}]`)) {
    const id = markedId(price, WEIGHT_PRICE_ATTRIBUTE);
    if (!weighed[id]) price.removeAttribute(WEIGHT_PRICE_ATTRIBUTE);
    else {
      for (const text of [...price.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE)) text.remove();
      price.append(WEIGHING_SENTENCES.about(productPriceCents(findProductById(id)!)));
    }
  }
}

/**
 * For the prerender tests: what the shell's server does to a page's HTML with the live
 * availability (contract/src/stock/availabilityMarkup.ts, site-server/src/pages/stock/), and the
 * snapshot it embeds.
 */
export function fillAsTheServerDoes(
  container: HTMLElement,
  left: ReadonlyMap<number, number | null>,
  weighed: Record<number, number> = {},
) {
  for (const label of container.querySelectorAll<HTMLElement>(`[${STOCK_LABEL_ATTRIBUTE}]`)) {
    const productLeft = left.get(markedId(label, STOCK_LABEL_ATTRIBUTE))!;
    label.textContent = stockLabel(productLeft);
    label.setAttribute('data-stock-state', stockState(productLeft));
  }
  for (const gate of container.querySelectorAll<HTMLElement>(`[${STOCK_GATE_ATTRIBUTE}]`)) {
    if (stockState(left.get(markedId(gate, STOCK_GATE_ATTRIBUTE))!) === 'sold_out') gate.setAttribute('disabled', '');
  }
  fillWeighing(container, weighed);
  const snapshot = document.createElement('script');
  snapshot.type = 'application/json';
  snapshot.id = AVAILABILITY_SNAPSHOT_ID;
  snapshot.textContent = JSON.stringify(availabilitySnapshot(left, weighed));
  document.body.append(snapshot);
}
