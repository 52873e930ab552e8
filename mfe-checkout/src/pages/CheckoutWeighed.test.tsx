import { screen, within } from '@testing-library/react';
import { cart } from 'shared';
import { API_PATHS } from 'contract';
import { checkoutService } from '../testing/checkoutService';
import { renderCheckoutPage } from '../testing/renderCheckoutPage';

// A file of its own: the availability hook keeps its answer a few seconds, module-wide.
const TOMATOES = { id: 1, title: 'Heirloom Tomatoes', price: 6.3, thumb: 'tomato.svg', quantity: 3 };
const CARROTS = { id: 3, title: 'Rainbow Carrots', price: 3.2, thumb: 'carrot.svg', quantity: 1 };

describe('the checkout page with produce sold by weight', () => {
  beforeEach(() => {
    cart.clear();
    cart.add(TOMATOES);
    cart.add(CARROTS);
    // What the service says: the tomatoes weighed at packing, about 1 kg each; a 20 % buffer.
    checkoutService({
      [API_PATHS.availability]: () => ({
        status: 200,
        body: {
          products: [
            { productId: 1, left: null, soldByWeight: { estimatedGrams: 1000 } },
            { productId: 3, left: null, soldByWeight: null },
          ],
          holdBufferPercent: 20,
        },
      }),
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("words the weighed line and the estimated total from the service's answer, and says what the card is held for before Pay", async () => {
    await renderCheckoutPage();
    const summary = screen.getByRole('region', { name: 'Your order' });
    const [tomatoes] = within(summary).getAllByTestId('checkout-line');
    expect(await within(tomatoes).findByTestId('checkout-unit-price')).toHaveTextContent('$6.30/kg · about 1 kg each');
    expect(tomatoes).toHaveTextContent('about $18.90');
    expect(within(summary).getByText('Estimated total')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$22.10');
    // $22.10 with free shipping, plus 20 % of the tomatoes' $18.90 ($3.78).
    expect(screen.getByTestId('checkout-hold')).toHaveTextContent(
      'We hold $25.88 on your card and charge the exact weight when we pack your order. The difference is released.',
    );
  });
});
