import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, pathWith, WEIGHING_SENTENCES } from 'contract';
import { OFFICE_PATHS } from '../data/officePaths';
import OrderPage from '../pages/OrderPage';
import { detail, fakeService, HELD_ORDER, SIGNED_IN, WEIGHED_ORDER } from '../testing/fakeService';
import { renderPage } from '../testing/renderPage';
import { spyOnToasts } from '../testing/toasts';

const ORDER_URL = pathWith(API_PATHS.staffOrder, { number: HELD_ORDER.number });
const WEIGHTS_URL = pathWith(API_PATHS.staffOrderWeights, { number: HELD_ORDER.number });
const HELD = { url: ORDER_URL, body: detail(HELD_ORDER) };
const CAPTURED = { method: 'POST', url: WEIGHTS_URL, body: detail(WEIGHED_ORDER) };
// 2600 g of tomatoes are $16.38: with the carrots $19.58, above the $17.69 held.
const ABOVE_HOLD = WEIGHING_SENTENCES.aboveHold(1958, 1769);

const open = () => renderPage(OFFICE_PATHS.order, OrderPage, `/office/orders/${HELD_ORDER.number}`);
const gramsBox = () => screen.getByRole('spinbutton', { name: 'Heirloom Tomatoes, grams' });
const posted = (service: ReturnType<typeof fakeService>) =>
  service.requests().filter((request) => request.method === 'POST' && request.url === WEIGHTS_URL);

describe('weighing an order with produce sold by weight', () => {
  const toasts = spyOnToasts();

  it('says what the card holds, offers no packing before the weights, and charges what the grams come to', async () => {
    const service = fakeService(SIGNED_IN, HELD, CAPTURED);
    const user = userEvent.setup();
    open();
    expect(await screen.findByTestId('order-payment')).toHaveTextContent('Card held $17.69 (estimate $15.80)');
    const actions = screen.getByRole('region', { name: 'Move this order on' });
    expect(within(actions).queryByRole('button', { name: 'Mark as Packed' })).not.toBeInTheDocument();
    // Only the weighed line asks for grams, with the estimate the shopper was shown.
    const form = screen.getByRole('group', { name: 'Weights' });
    expect(within(form).getAllByRole('spinbutton')).toHaveLength(1);
    expect(gramsBox()).toHaveAccessibleDescription('2 × about 1 kg, about $12.60');

    await user.type(gramsBox(), '2130');
    await user.click(screen.getByRole('button', { name: 'Submit weights' }));

    expect(await screen.findByTestId('order-payment')).toHaveTextContent('Charged $16.62');
    expect(posted(service).map((request) => request.body)).toEqual([{ lines: [{ productId: 1, grams: 2130 }] }]);
    expect(toasts.success).toHaveBeenCalledWith('Order TV-WE1GHED1 is weighed. Charged $16.62.');
    expect(screen.getByTestId('order-weighing')).toHaveTextContent(
      'Heirloom Tomatoes: 2 × about 1 kg, about $12.60; weighed 2.13 kg, $13.42',
    );
    expect(screen.queryByRole('group', { name: 'Weights' })).not.toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Mark as Packed' })).toBeInTheDocument();
  });

  it('asks for every weighed line’s grams before sending anything', async () => {
    const service = fakeService(SIGNED_IN, HELD, CAPTURED);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Submit weights' }));
    expect(await screen.findByText(/Enter the grams of Heirloom Tomatoes, all its pieces together/)).toBeInTheDocument();
    await user.type(gramsBox(), '21.5');
    await user.click(screen.getByRole('button', { name: 'Submit weights' }));
    expect(screen.getByText(/Enter the grams of Heirloom Tomatoes/)).toBeInTheDocument();
    expect(posted(service)).toEqual([]);
  });

  it('above the hold, says by how much and charges the hold’s maximum when asked', async () => {
    const service = fakeService(SIGNED_IN, HELD, {
      method: 'POST',
      url: WEIGHTS_URL,
      status: 409,
      body: { error: ABOVE_HOLD, code: 'above_hold' },
    });
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByRole('spinbutton', { name: 'Heirloom Tomatoes, grams' }), '2600');
    await user.click(screen.getByRole('button', { name: 'Submit weights' }));
    expect(await screen.findByText(ABOVE_HOLD)).toBeInTheDocument();
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Card held $17.69');

    service.answer({ ...CAPTURED, body: detail({ ...WEIGHED_ORDER, payment: { ...WEIGHED_ORDER.payment, chargedCents: 1769 } }) });
    await user.click(screen.getByRole('button', { name: 'Charge the hold’s maximum' }));
    expect(await screen.findByTestId('order-payment')).toHaveTextContent('Charged $17.69');
    expect(posted(service).map((request) => request.body)).toEqual([
      { lines: [{ productId: 1, grams: 2600 }] },
      { lines: [{ productId: 1, grams: 2600 }], chargeHoldMaximum: true },
    ]);
  });

  it('above the hold, Weigh again keeps the grams to edit and sends the new ones', async () => {
    const service = fakeService(SIGNED_IN, HELD, {
      method: 'POST',
      url: WEIGHTS_URL,
      status: 409,
      body: { error: ABOVE_HOLD, code: 'above_hold' },
    });
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByRole('spinbutton', { name: 'Heirloom Tomatoes, grams' }), '2600');
    await user.click(screen.getByRole('button', { name: 'Submit weights' }));
    await user.click(await screen.findByRole('button', { name: 'Weigh again' }));

    expect(screen.queryByText(ABOVE_HOLD)).not.toBeInTheDocument();
    expect(gramsBox()).toHaveFocus();
    expect(gramsBox()).toHaveValue(2600);
    service.answer(CAPTURED);
    await user.clear(gramsBox());
    await user.type(gramsBox(), '2130');
    await user.click(screen.getByRole('button', { name: 'Submit weights' }));
    await waitFor(() => expect(screen.getByTestId('order-payment')).toHaveTextContent('Charged $16.62'));
    expect(posted(service).map((request) => request.body)).toEqual([
      { lines: [{ productId: 1, grams: 2600 }] },
      { lines: [{ productId: 1, grams: 2130 }] },
    ]);
  });
});
