import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, pathWith, type StockLine } from 'contract';
import { OFFICE_PATHS } from '../data/officePaths';
import ProductsPage from '../pages/ProductsPage';
import { fakeService, SIGNED_IN } from '../testing/fakeService';
import { renderPage } from '../testing/renderPage';
import { spyOnToasts } from '../testing/toasts';

const TOMATOES: StockLine = {
  productId: 1,
  title: 'Heirloom Tomatoes',
  onHand: null,
  held: 0,
  maxPerCheckout: null,
  soldOut: false,
  soldByWeight: null,
};
const CARROTS: StockLine = {
  productId: 2,
  title: 'Rainbow Carrots',
  onHand: 4,
  held: 1,
  maxPerCheckout: null,
  soldOut: false,
  soldByWeight: null,
};
const LIST = { url: API_PATHS.staffStock, body: { products: [TOMATOES, CARROTS] } };
const TOMATOES_URL = pathWith(API_PATHS.staffStockProduct, { productId: '1' });
const CARROTS_URL = pathWith(API_PATHS.staffStockProduct, { productId: '2' });

const open = () => renderPage(OFFICE_PATHS.products, ProductsPage, '/office/products');
const row = (title: string) =>
  screen.getAllByTestId('stock-row').find((candidate) => within(candidate).queryByRole('heading', { name: title }))!;
const puts = (service: ReturnType<typeof fakeService>) => service.requests().filter((request) => request.method === 'PUT');

describe('the Products screen', () => {
  const toasts = spyOnToasts();

  it('lists every product with its quantity on hand or "Not tracked", a labelled box and its Sold out switch', async () => {
    fakeService(SIGNED_IN, LIST);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('stock-row');
    expect(rows.map((candidate) => within(candidate).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Heirloom Tomatoes',
      'Rainbow Carrots',
    ]);
    expect(within(row('Heirloom Tomatoes')).getByTestId('stock-now')).toHaveTextContent('Not tracked');
    // What the farm counted, what checkouts hold of it, and what is left to sell: both numbers, apart.
    expect(within(row('Rainbow Carrots')).getByTestId('stock-now')).toHaveTextContent('4 on hand · 1 held by checkouts · 3 for sale');
    expect(screen.getByRole('textbox', { name: 'Quantity on hand (Heirloom Tomatoes)' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Quantity on hand (Rainbow Carrots)' })).toHaveValue('4');
    expect(screen.getByRole('textbox', { name: 'Quantity on hand (Rainbow Carrots)' })).toHaveAccessibleDescription(
      'Leave empty: not tracked',
    );
    expect(screen.getByRole('switch', { name: 'Sold out (Heirloom Tomatoes)' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save (Rainbow Carrots)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  });

  it('sets a quantity with Save and shows what the service answers', async () => {
    const service = fakeService(SIGNED_IN, LIST, { method: 'PUT', url: TOMATOES_URL, body: { ...TOMATOES, onHand: 12 } });
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByRole('textbox', { name: 'Quantity on hand (Heirloom Tomatoes)' }), '12');
    await user.click(screen.getByRole('button', { name: 'Save (Heirloom Tomatoes)' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Heirloom Tomatoes: 12 on hand, 12 for sale.'));
    expect(puts(service)).toEqual([{ method: 'PUT', url: TOMATOES_URL, body: { onHand: 12 } }]);
    expect(within(row('Heirloom Tomatoes')).getByTestId('stock-now')).toHaveTextContent('12 on hand');
    expect(service.fetch.mock.calls.at(-1)[1]).toMatchObject({ credentials: 'same-origin' });
  });

  it('sets what one order may take, and empties it back to the shop default', async () => {
    const service = fakeService(SIGNED_IN, LIST, { method: 'PUT', url: CARROTS_URL, body: { ...CARROTS, maxPerCheckout: 6 } });
    const user = userEvent.setup();
    open();
    const box = await screen.findByRole('textbox', { name: 'Most per order (Rainbow Carrots)' });
    expect(box).toHaveAccessibleDescription("Leave empty: 20, the shop's default");
    // One visible word, so it fits its column; the rest is for screen readers.
    expect(screen.getByRole('button', { name: 'Save limit (Rainbow Carrots)' })).toHaveTextContent(/^Save limit \(Rainbow Carrots\)$/);
    await user.type(box, '6{Enter}');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Rainbow Carrots: at most 6 per order.'));
    expect(puts(service)).toEqual([{ method: 'PUT', url: CARROTS_URL, body: { maxPerCheckout: 6 } }]);
    expect(box).toHaveValue('6');

    service.answer({ method: 'PUT', url: CARROTS_URL, body: { ...CARROTS, maxPerCheckout: null } });
    await user.clear(box);
    await user.type(box, '{Enter}');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Rainbow Carrots: at most 20 per order.'));
    expect(puts(service).at(-1)).toEqual({ method: 'PUT', url: CARROTS_URL, body: { maxPerCheckout: null } });
  });

  it('sends no limit of 0 or a part number, and says what to type', async () => {
    const service = fakeService(SIGNED_IN, LIST);
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByRole('textbox', { name: 'Most per order (Rainbow Carrots)' }), '0{Enter}');
    expect(toasts.error).toHaveBeenCalledWith(
      "Enter the most one order may take of Rainbow Carrots as a whole number from 1, or leave the box empty for the shop's default.",
    );
    expect(puts(service)).toEqual([]);
  });

  it('clears the box to stop tracking a product (null), with Enter', async () => {
    const service = fakeService(SIGNED_IN, LIST, { method: 'PUT', url: CARROTS_URL, body: { ...CARROTS, onHand: null } });
    const user = userEvent.setup();
    open();
    const box = await screen.findByRole('textbox', { name: 'Quantity on hand (Rainbow Carrots)' });
    await user.clear(box);
    await user.type(box, '{Enter}');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Rainbow Carrots: not tracked.'));
    expect(puts(service)).toEqual([{ method: 'PUT', url: CARROTS_URL, body: { onHand: null } }]);
    expect(within(row('Rainbow Carrots')).getByTestId('stock-now')).toHaveTextContent('Not tracked');
  });

  it('flips Sold out at once, saving only that', async () => {
    const service = fakeService(SIGNED_IN, LIST, { method: 'PUT', url: CARROTS_URL, body: { ...CARROTS, soldOut: true } });
    const user = userEvent.setup();
    open();
    const sold = await screen.findByRole('switch', { name: 'Sold out (Rainbow Carrots)' });
    await user.click(sold);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Rainbow Carrots: sold out.'));
    expect(sold).toBeChecked();
    expect(puts(service)).toEqual([{ method: 'PUT', url: CARROTS_URL, body: { soldOut: true } }]);

    service.answer({ method: 'PUT', url: CARROTS_URL, body: { ...CARROTS, soldOut: false } });
    // By keyboard too: Space flips a focused switch.
    sold.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Rainbow Carrots: on sale again.'));
    expect(sold).not.toBeChecked();
  });

  it("shows the service's 400 sentence for a number past its limit, and keeps what was typed", async () => {
    const refusal = 'onHand must be a whole number from 0 to 100000, or null for not tracked.';
    const service = fakeService(SIGNED_IN, LIST, {
      method: 'PUT',
      url: TOMATOES_URL,
      status: 400,
      body: { error: refusal, code: 'validation' },
    });
    const user = userEvent.setup();
    open();
    const box = await screen.findByRole('textbox', { name: 'Quantity on hand (Heirloom Tomatoes)' });
    await user.type(box, '2000000');
    await user.click(screen.getByRole('button', { name: 'Save (Heirloom Tomatoes)' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(refusal));
    expect(puts(service)).toEqual([{ method: 'PUT', url: TOMATOES_URL, body: { onHand: 2000000 } }]);
    expect(box).toHaveValue('2000000');
    expect(within(row('Heirloom Tomatoes')).getByTestId('stock-now')).toHaveTextContent('Not tracked');
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('puts the switch back when the service refuses the change', async () => {
    fakeService(SIGNED_IN, LIST, {
      method: 'PUT',
      url: CARROTS_URL,
      status: 503,
      body: { error: 'The stock could not be saved just now.', code: 'unavailable' },
    });
    const user = userEvent.setup();
    open();
    const sold = await screen.findByRole('switch', { name: 'Sold out (Rainbow Carrots)' });
    await user.click(sold);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('The stock could not be saved just now.'));
    expect(sold).not.toBeChecked();
  });

  it.each(['lots', '-2', '2.5'])('sends nothing for %s, and says what to type', async (typed) => {
    const service = fakeService(SIGNED_IN, LIST);
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByRole('textbox', { name: 'Quantity on hand (Heirloom Tomatoes)' }), `${typed}{Enter}`);
    expect(toasts.error).toHaveBeenCalledWith(
      'Enter how many Heirloom Tomatoes are on hand as a whole number, or leave the box empty: not tracked.',
    );
    expect(puts(service)).toEqual([]);
  });

  it("shows the list's refusal in an alert", async () => {
    fakeService(SIGNED_IN, {
      url: API_PATHS.staffStock,
      status: 503,
      body: { error: 'The order service is starting; try again in a moment.', code: 'unavailable' },
    });
    open();
    expect(await screen.findByText('The order service is starting; try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The order service is starting; try again in a moment.');
    expect(screen.queryByTestId('stock-row')).not.toBeInTheDocument();
  });
});
