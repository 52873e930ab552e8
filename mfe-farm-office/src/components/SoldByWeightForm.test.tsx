import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, pathWith, type StockLine } from 'contract';
import { OFFICE_PATHS } from '../data/officePaths';
import ProductsPage from '../pages/ProductsPage';
import { fakeService, SIGNED_IN } from '../testing/fakeService';
import { renderPage } from '../testing/renderPage';
import { spyOnToasts } from '../testing/toasts';

// Tomatoes are $6.30 a piece in the catalogue (contract/src/catalogue/products.ts).
const TOMATOES: StockLine = {
  productId: 1,
  title: 'Heirloom Tomatoes',
  onHand: null,
  held: 0,
  maxPerCheckout: null,
  soldOut: false,
  soldByWeight: null,
};
const TOMATOES_URL = pathWith(API_PATHS.staffProduct, { productId: '1' });
const listing = (line: StockLine) => ({ url: API_PATHS.staffStock, body: { products: [line] } });
const sale = (soldByWeight: StockLine['soldByWeight']) => ({
  method: 'PUT',
  url: TOMATOES_URL,
  body: { productId: 1, title: 'Heirloom Tomatoes', soldByWeight },
});

const open = () => renderPage(OFFICE_PATHS.products, ProductsPage, '/office/products');
const puts = (service: ReturnType<typeof fakeService>) => service.requests().filter((request) => request.method === 'PUT');
const weighedBox = () => screen.getByRole('checkbox', { name: 'Sold by weight (Heirloom Tomatoes)' });
const gramsBox = () => screen.getByRole('spinbutton', { name: 'Estimated grams per piece (Heirloom Tomatoes)' });
const saveWay = () => screen.getByRole('button', { name: 'Save way of selling (Heirloom Tomatoes)' });

describe('selling a product by weight on the Products screen', () => {
  const toasts = spyOnToasts();

  it('sells it by weight with one piece’s grams, and shows the price per kilo that follows', async () => {
    const service = fakeService(SIGNED_IN, listing(TOMATOES), sale({ estimatedGrams: 1000 }));
    const user = userEvent.setup();
    open();
    await screen.findByTestId('stock-row');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    // By keyboard: Space ticks the box, the grams box follows it.
    weighedBox().focus();
    await user.keyboard(' ');
    await user.tab();
    expect(gramsBox()).toHaveFocus();
    await user.keyboard('1000{Enter}');

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Heirloom Tomatoes: sold by weight, $6.30/kg · about 1 kg each.'));
    expect(puts(service)).toEqual([{ method: 'PUT', url: TOMATOES_URL, body: { soldByWeight: { estimatedGrams: 1000 } } }]);
    expect(within(screen.getByTestId('stock-row')).getByTestId('unit-price')).toHaveTextContent('$6.30/kg · about 1 kg each');
  });

  it('sells it by the piece again with null', async () => {
    const service = fakeService(SIGNED_IN, listing({ ...TOMATOES, soldByWeight: { estimatedGrams: 400 } }), sale(null));
    const user = userEvent.setup();
    open();
    expect(await screen.findByTestId('unit-price')).toHaveTextContent('$15.75/kg · about 400 g each');
    expect(weighedBox()).toBeChecked();
    expect(gramsBox()).toHaveValue(400);
    await user.click(weighedBox());
    await user.click(saveWay());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Heirloom Tomatoes: sold by the piece.'));
    expect(puts(service)).toEqual([{ method: 'PUT', url: TOMATOES_URL, body: { soldByWeight: null } }]);
    expect(screen.queryByTestId('unit-price')).not.toBeInTheDocument();
  });

  it.each(['', '0', '2.5', '20001'])('sends no estimate of %j grams, and says what to type', async (typed) => {
    const service = fakeService(SIGNED_IN, listing(TOMATOES));
    const user = userEvent.setup();
    open();
    await screen.findByTestId('stock-row');
    await user.click(weighedBox());
    if (typed) await user.type(gramsBox(), typed);
    await user.click(saveWay());
    expect(gramsBox()).toHaveAccessibleDescription(
      expect.stringContaining('Enter the estimated weight of one piece of Heirloom Tomatoes in grams, a whole number from 1 to 20000.'),
    );
    expect(puts(service)).toEqual([]);
  });

  it('says the service’s sentence when it refuses, and keeps the product as it sold', async () => {
    const refusal = 'The product could not be saved just now.';
    fakeService(SIGNED_IN, listing(TOMATOES), {
      method: 'PUT',
      url: TOMATOES_URL,
      status: 503,
      body: { error: refusal, code: 'unavailable' },
    });
    const user = userEvent.setup();
    open();
    await screen.findByTestId('stock-row');
    await user.click(weighedBox());
    await user.type(gramsBox(), '1000');
    await user.click(saveWay());
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(gramsBox()).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(screen.queryByTestId('unit-price')).not.toBeInTheDocument();
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
