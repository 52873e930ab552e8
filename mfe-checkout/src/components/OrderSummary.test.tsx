import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { cart, type WeighingTerms } from 'shared';
import { DEFAULT_HOLD_BUFFER_PERCENT } from 'contract';
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

describe('"Your order" with produce sold by weight', () => {
  // The tomatoes are weighed at packing, about 1 kg each; the carrots are sold by the piece.
  const WEIGHING: WeighingTerms = { estimatedGrams: new Map([[1, 1000]]), holdBufferPercent: DEFAULT_HOLD_BUFFER_PERCENT };
  const ISLAND = { label: 'Delivery (Island)', value: '$8.00', feeCents: 800 };

  beforeEach(() => {
    cart.clear();
    cart.add({ ...TOMATOES, quantity: 2 });
    cart.add(CARROTS);
  });

  it('prices a weighed line by the kilo and its amount as an estimate; a line by the piece as before', () => {
    render(
      <MemoryRouter>
        <OrderSummary availability={null} weighing={WEIGHING} />
      </MemoryRouter>,
    );
    const [tomatoes, carrots] = screen.getAllByTestId('checkout-line');
    expect(within(tomatoes).getByTestId('checkout-unit-price')).toHaveTextContent('$6.30/kg · about 1 kg each');
    expect(tomatoes).toHaveTextContent('about $12.60');
    expect(within(carrots).queryByTestId('checkout-unit-price')).toBeNull();
    expect(carrots).toHaveTextContent(/\$6\.40$/);
  });

  it("says the total is estimated, and the hold: the total with the delivery's fee plus 15 % of the weighed lines", () => {
    render(
      <MemoryRouter>
        <OrderSummary availability={null} weighing={WEIGHING} shipping={ISLAND} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Estimated total')).toBeInTheDocument();
    expect(screen.queryByText('Total')).toBeNull();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$27.00');
    // $19.00 of produce and $8.00 of delivery, plus 15 % of the tomatoes' $12.60 ($1.89).
    expect(screen.getByTestId('checkout-hold')).toHaveTextContent(
      'We hold $28.89 on your card and charge the exact weight when we pack your order. The difference is released.',
    );
  });

  it('says nothing of weight or holds when no line is weighed', () => {
    render(
      <MemoryRouter>
        <OrderSummary availability={null} weighing={{ ...WEIGHING, estimatedGrams: new Map([[15, 500]]) }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Total')).toBeInTheDocument();
    expect(screen.queryByText('Estimated total')).toBeNull();
    expect(screen.queryByTestId('checkout-unit-price')).toBeNull();
    expect(screen.queryByTestId('checkout-hold')).toBeNull();
    expect(screen.getAllByTestId('checkout-line')[0]).toHaveTextContent(/\$12\.60$/);
  });
});
