import { render } from '@testing-library/react';
import { StockLabel } from './StockLabel';

describe('StockLabel', () => {
  const label = (left: number | null | undefined) => render(<StockLabel productId={19} left={left} />).container.firstElementChild!;

  it.each([
    [null, 'In Stock', 'in_stock'],
    [40, 'In Stock', 'in_stock'],
    [3, 'Only 3 left', 'few_left'],
    [0, 'Sold out', 'sold_out'],
  ])('says what %p left means, marked for the shell’s server', (left, text, state) => {
    const element = label(left);
    expect(element.textContent).toBe(text);
    expect(element).toHaveAttribute('data-stock-label', '19');
    expect(element).toHaveAttribute('data-stock-state', state);
  });

  it('claims nothing while unknown: empty, no state, still marked', () => {
    const element = label(undefined);
    expect(element.textContent).toBe('');
    expect(element).not.toHaveAttribute('data-stock-state');
    expect(element).toHaveAttribute('data-stock-label', '19');
  });

  it('holds only its words, which the server replaces', () => {
    expect(label(3).childNodes).toHaveLength(1);
    expect(label(3).firstChild?.nodeType).toBe(Node.TEXT_NODE);
  });
});
