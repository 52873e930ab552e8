import { layoutMasonry, masonrySpan } from './masonry';

describe('masonrySpan', () => {
  it('covers the content height with rows and the gaps between them', () => {
    // 8 px rows, 24 px gaps: 10 rows give 10 * 8 + 9 * 24 = 296 px.
    expect(masonrySpan(296, 8, 24)).toBe(10);
    expect(masonrySpan(297, 8, 24)).toBe(11);
  });

  it('never returns less than one row', () => {
    expect(masonrySpan(0, 8, 24)).toBe(1);
    expect(masonrySpan(100, 0, 0)).toBe(1);
  });
});

describe('layoutMasonry', () => {
  it('gives every item a row span from its content height and marks the grid ready', () => {
    const grid = document.createElement('ul');
    grid.style.gridAutoRows = '8px';
    grid.style.rowGap = '24px';
    const heights = [296, 64];
    for (const height of heights) {
      const item = document.createElement('li');
      const content = document.createElement('a');
      content.getBoundingClientRect = () => ({ height }) as DOMRect;
      item.appendChild(content);
      grid.appendChild(item);
    }
    document.body.appendChild(grid);

    layoutMasonry(grid);

    expect(grid.dataset.masonry).toBe('ready');
    const spans = Array.from(grid.children).map((item) => (item as HTMLElement).style.gridRowEnd);
    expect(spans).toEqual(['span 10', 'span 3']);
  });
});
