import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, pathWith } from 'contract';
import { OFFICE_PATHS } from '../data/officePaths';
import PackingPage from '../pages/PackingPage';
import { detail, fakeService, HELD_ORDER, ORDER, SIGNED_IN, WEIGHED_ORDER } from '../testing/fakeService';
import { renderPage } from '../testing/renderPage';
import { spyOnToasts } from '../testing/toasts';

const DAY = '2026-11-24';
const WEIGHTS_URL = pathWith(API_PATHS.staffOrderWeights, { number: HELD_ORDER.number });
const open = (section: string) => renderPage(OFFICE_PATHS.packing, PackingPage, `/office/packing?day=${DAY}&section=${section}`);

describe('packing produce sold by weight', () => {
  spyOnToasts();

  it('lists a weighed product’s estimated and weighed kilos, and none for one sold by the piece', async () => {
    fakeService(SIGNED_IN, {
      url: `${API_PATHS.staffPacking}?day=${DAY}`,
      body: {
        day: DAY,
        lines: [
          {
            productId: 1,
            title: 'Heirloom Tomatoes',
            quantity: 5,
            orders: 2,
            weight: { estimatedGrams: 5000, weighedGrams: 2130, weighedOrders: 1 },
          },
          { productId: 2, title: 'Rainbow Carrots', quantity: 3, orders: 2, weight: null },
        ],
      },
    });
    open('list');
    const [tomatoes, carrots] = await screen.findAllByTestId('packing-line');
    expect(within(tomatoes).getByTestId('packing-estimated')).toHaveTextContent(/^5 kg$/);
    expect(within(tomatoes).getByTestId('packing-weighed')).toHaveTextContent(/^2\.13 kg \(1 of 2 orders\)$/);
    expect(within(carrots).getByTestId('packing-estimated')).toBeEmptyDOMElement();
    expect(within(carrots).getByTestId('packing-weighed')).toBeEmptyDOMElement();
    expect(screen.getByRole('columnheader', { name: 'Estimated weight' })).toBeInTheDocument();
  });

  it('weighs an order on its slip: the estimate, the grams, and the slip as the service answers it', async () => {
    const service = fakeService(
      SIGNED_IN,
      { url: `${API_PATHS.staffSlips}?day=${DAY}`, body: { day: DAY, orders: [HELD_ORDER, ORDER] } },
      { method: 'POST', url: WEIGHTS_URL, body: detail(WEIGHED_ORDER) },
    );
    const user = userEvent.setup();
    open('slips');
    const [held, byThePiece] = await screen.findAllByTestId('packing-slip');
    expect(within(held).getByTestId('slip-weighing')).toHaveTextContent('(2 × about 1 kg, about $12.60)');
    // An order charged at once has nothing to weigh.
    expect(within(byThePiece).queryByRole('group', { name: 'Weights' })).not.toBeInTheDocument();

    await user.type(within(held).getByRole('spinbutton', { name: 'Heirloom Tomatoes, grams' }), '2130{Enter}');
    expect(await within(held).findByText(/weighed 2\.13 kg, \$13\.42/)).toBeInTheDocument();
    expect(within(held).queryByRole('group', { name: 'Weights' })).not.toBeInTheDocument();
    expect(service.requests().filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', url: WEIGHTS_URL, body: { lines: [{ productId: 1, grams: 2130 }] } },
    ]);
  });
});
