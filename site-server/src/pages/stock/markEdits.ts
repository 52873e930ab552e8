/**
 * The pieces the page's live marks are filled with (stockMarks.ts): an edit of the fragment's
 * source, made once per build, that each availability then turns into text.
 */
import type { DefaultTreeAdapterMap } from 'parse5';
import type { ProductAvailability } from 'contract';

export type Element = DefaultTreeAdapterMap['element'];

/** A change to the fragment: [start, end) replaced by what the service says of the product; undefined: left as built. */
export interface Edit {
  start: number;
  end: number;
  productId: number;
  text(product: ProductAvailability): string | undefined;
}

export const attributeOf = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** The product a mark names; undefined for a mark naming none. */
export const markedProductId = (element: Element, name: string) => {
  const value = attributeOf(element, name);
  return value !== undefined && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
};

/** Where a new attribute goes: right after the tag's name, whatever else the tag holds. */
export const afterTagName = (element: Element) => element.sourceCodeLocation!.startTag!.startOffset + 1 + element.tagName.length;

/**
 * An element's own text goes and `text` takes its place, after any element it holds (an icon); when
 * `text` says undefined, the element is left as built.
 */
export function replacedText(element: Element, productId: number, text: (product: ProductAvailability) => string | undefined): Edit[] {
  const location = element.sourceCodeLocation;
  if (!location?.startTag || !location.endTag) return [];
  const edits: Edit[] = [];
  for (const child of element.childNodes) {
    const place = child.sourceCodeLocation;
    if (child.nodeName === '#text' && place)
      edits.push({
        start: place.startOffset,
        end: place.endOffset,
        productId,
        text: (product) => (text(product) === undefined ? undefined : ''),
      });
  }
  const end = location.endTag.startOffset;
  edits.push({ start: end, end, productId, text });
  return edits;
}
