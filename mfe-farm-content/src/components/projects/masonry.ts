/**
 * The masonry layout (loaded lazily: docs/product.md#masonry-gallery). Items sit in a CSS grid of short rows;
 * each item spans as many rows as its content is tall, so columns pack without gaps.
 */

/** Rows an item of `contentHeight` needs in a grid of `rowHeight` rows separated by `gap`. */
export function masonrySpan(contentHeight: number, rowHeight: number, gap: number): number {
  if (rowHeight + gap <= 0) return 1;
  return Math.max(1, Math.ceil((contentHeight + gap) / (rowHeight + gap)));
}

/** Measures each item's first child and sets its row span; marks the grid as laid out. */
export function layoutMasonry(grid: HTMLElement): void {
  // Rows become short only once laid out (see projects.css), so switch first, then measure.
  grid.dataset.masonry = 'ready';
  const style = getComputedStyle(grid);
  const rowHeight = parseFloat(style.gridAutoRows) || 1;
  const gap = parseFloat(style.rowGap) || 0;
  for (const item of Array.from(grid.children) as HTMLElement[]) {
    const content = item.firstElementChild;
    if (!content) continue;
    item.style.gridRowEnd = `span ${masonrySpan(content.getBoundingClientRect().height, rowHeight, gap)}`;
  }
}
