import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { cart } from 'shared';
import { findProductById, toCartItem, type DeliveryOffer } from 'contract';
import { givenAvailability } from '../testing/availability';
import { givenDeliveryOffer } from '../testing/deliveryOffer';
import CartPage from './CartPage';

const ISLAND = { name: 'Island', feeCents: 800, freeFromCents: 6000 };
const MAINLAND = { name: 'Mainland', feeCents: 1200, freeFromCents: 8000 };

/** The Cart Totals' shipping line, as "Shipping<what it says>". */
const shippingLine = () => within(screen.getByRole('region', { name: 'Cart Totals' })).getByText('Shipping').parentElement!;

describe("the cart page's shipping line and minimum order, from the farm's delivery rules", () => {
  afterEach(() => {
    cleanup();
    cart.clear();
  });

  /** Heirloom Tomatoes × 2: $12.60. */
  async function renderCartWith(offer: DeliveryOffer | null) {
    givenAvailability({});
    givenDeliveryOffer(offer);
    cart.add(toCartItem(findProductById(1)!, 2));
    render(
      <MemoryRouter>
        <CartPage />
      </MemoryRouter>,
    );
    // What the line says until the rules arrive: nothing claimed free.
    expect(shippingLine()).toHaveTextContent(/^ShippingDelivery calculated at checkout$/);
    // Then the service's answer (or refusal).
    await act(async () => undefined);
  }

  it.each<[string, DeliveryOffer | null, string]>([
    ['no zones: free, as always', { minimumOrderCents: 0, zones: [] }, 'Free shipping'],
    [
      'zones alike: their fee and threshold',
      { minimumOrderCents: 0, zones: [ISLAND, { ...ISLAND, name: 'Coast' }] },
      'Delivery from $8.00, free above $60.00',
    ],
    ['a zone never free: its fee', { minimumOrderCents: 0, zones: [{ ...ISLAND, freeFromCents: null }] }, 'Delivery $8.00'],
    ['zones that differ: the checkout says', { minimumOrderCents: 0, zones: [ISLAND, MAINLAND] }, 'Delivery calculated at checkout'],
    ['no answer: nothing claimed free', null, 'Delivery calculated at checkout'],
  ])('%s', async (_case, offer, wording) => {
    await renderCartWith(offer);
    expect(shippingLine()).toHaveTextContent(new RegExp(`^Shipping${wording.replace(/\$/g, '\\$')}$`));
    if (wording !== 'Free shipping') expect(screen.queryByText('Free shipping')).toBeNull();
    expect(screen.getByTestId('cart-page-total')).toHaveTextContent('$12.60');
    expect(screen.getByTestId('cart-minimum')).toBeEmptyDOMElement();
  });

  it('says, in a live region, what a basket below the minimum lacks; enough clears it', async () => {
    await renderCartWith({ minimumOrderCents: 1500, zones: [ISLAND] });
    const minimum = screen.getByTestId('cart-minimum');
    expect(minimum).toHaveAttribute('role', 'status');
    expect(minimum).toHaveTextContent('Our smallest order is $15.00: add $2.40 more to order.');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
    act(() => cart.add(toCartItem(findProductById(1)!, 1)));
    expect(minimum).toBeEmptyDOMElement();
  });
});
