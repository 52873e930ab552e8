import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { cart } from 'shared';
import { OrderSummary } from './OrderSummary';

const TOMATOES = { id: 1, title: 'Heirloom Tomatoes', price: 6.3, thumb: 'tomato.svg', quantity: 3 };
const CARROTS = { id: 3, title: 'Rainbow Carrots', price: 3.2, thumb: 'carrot.svg', quantity: 2 };
const APPLES = { id: 15, title: 'Green Apples', price: 4.25, thumb: 'green-apple.svg', quantity: 4 };

const renderSummary = (availability: Map<number, number | null> | null) =>
  render(
    <MemoryRouter>
      <OrderSummary availability={availability} />
    </MemoryRouter>,
  );

describe('"Your order" and what is left', () => {
  beforeEach(() => {
    cart.clear();
    for (const item of [TOMATOES, CARROTS, APPLES]) cart.add(item);
  });

  it("names, before Pay, each line that asks for more than is left, in the service's sentence", () => {
    // 2 tomatoes left for 3 asked; carrots not counted; apples exactly enough.
    renderSummary(
      new Map([
        [1, 2],
        [3, null],
        [15, 4],
      ]),
    );
    const [tomatoes, carrots, apples] = screen.getAllByTestId('checkout-line');
    expect(within(tomatoes).getByTestId('checkout-shortfall')).toHaveTextContent('Only 2 Heirloom Tomatoes left.');
    expect(within(carrots).queryByTestId('checkout-shortfall')).toBeNull();
    expect(within(apples).queryByTestId('checkout-shortfall')).toBeNull();
  });

  it('says a sold-out line has none left', () => {
    renderSummary(new Map([[3, 0]]));
    expect(screen.getByTestId('checkout-shortfall')).toHaveTextContent('Rainbow Carrots: sold out, none left.');
  });

  it('says nothing about stock while it is not known', () => {
    renderSummary(null);
    expect(screen.getAllByTestId('checkout-line')).toHaveLength(3);
    expect(screen.queryByTestId('checkout-shortfall')).toBeNull();
  });
});
