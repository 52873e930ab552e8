import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type DeliveryRules } from 'contract';
import { OFFICE_PATHS } from '../data/officePaths';
import DeliveryPage from '../pages/DeliveryPage';
import { DeliveryRulesForm } from './DeliveryRulesForm';
import { RULES, SCREEN, screenOf } from '../testing/deliveryFixtures';
import { fakeService, SIGNED_IN } from '../testing/fakeService';
import { renderPage } from '../testing/renderPage';
import { spyOnToasts } from '../testing/toasts';

const open = () => renderPage(OFFICE_PATHS.delivery, DeliveryPage, '/office/delivery');
/**
 * The form alone, given the saved rules as the screen gives them: what these tests read is in it,
 * and reading every name of the whole page (the bar, 14 days) for each query made them slow.
 */
const onSaved = jest.fn();
const openForm = (rules: DeliveryRules = RULES) => render(<DeliveryRulesForm rules={rules} onSaved={onSaved} />);
const form = () => screen.getByTestId('rules-form');
const zone = (name: string) => within(form()).getByRole('group', { name });
const box = (within_: HTMLElement, name: string | RegExp) => within(within_).getByRole('textbox', { name });
const puts = (service: ReturnType<typeof fakeService>) => service.requests().filter((request) => request.method === 'PUT');
const ticked = (group: HTMLElement) =>
  within(within(group).getByRole('group', { name: 'Delivery days' }))
    .getAllByRole('checkbox')
    .filter((checkbox) => (checkbox as HTMLInputElement).checked)
    .map((checkbox) => checkbox.parentElement?.textContent);

/** Replaces a box's text as a paste would: typing key by key adds nothing these tests read. */
async function retype(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.clear(element);
  if (text) await user.paste(text);
}

describe("the Delivery screen's rules", () => {
  const toasts = spyOnToasts();
  beforeEach(() => onSaved.mockClear());

  it('shows the rules in dollars, the weekdays ticked and the prefixes as text, and says what no zones means', async () => {
    fakeService();
    openForm();
    expect(box(form(), 'Minimum order ($)')).toHaveValue('15.00');
    const pickup = within(form()).getByRole('group', { name: 'Pickup at the farm' });
    expect(box(pickup, 'Pickups a day')).toHaveValue('40');
    expect(box(pickup, 'Cut-off hour')).toHaveValue('18');
    const island = zone('Zone: Island');
    expect(box(island, 'Name')).toHaveValue('Island');
    expect(box(island, 'Postcode prefixes')).toHaveValue('8801, 8802');
    expect(ticked(island)).toEqual(['Tue', 'Fri']);
    expect(box(island, 'Fee ($)')).toHaveValue('8.00');
    expect(box(island, 'Free from ($)')).toHaveValue('60.00');
    expect(box(island, 'Deliveries a day')).toHaveValue('25');
    expect(box(zone('Zone: Mainland'), 'Free from ($)')).toHaveValue('');
    expect(ticked(zone('Zone: Mainland'))).toEqual(['Wed']);
    expect(screen.getByTestId('closed-days')).toHaveTextContent('Friday, 25 December 2026');
    expect(form()).toHaveTextContent('With no zones, the shop delivers anywhere, any opening day, for free.');
  });

  it('saves the minimum in cents, the pickup without a limit, and the closed days as edited', async () => {
    const saved: DeliveryRules = {
      ...RULES,
      minimumOrderCents: 2000,
      closedDays: ['2026-12-31'],
      pickup: { capacityPerDay: null, cutoffHour: 24 },
    };
    const service = fakeService({ method: 'PUT', url: API_PATHS.staffDelivery, body: screenOf(saved) });
    const user = userEvent.setup({ delay: null });
    openForm();
    await retype(user, box(form(), 'Minimum order ($)'), '$20');
    const pickup = within(form()).getByRole('group', { name: 'Pickup at the farm' });
    await retype(user, box(pickup, 'Pickups a day'), '');
    await retype(user, box(pickup, 'Cut-off hour'), '24');
    await user.click(within(form()).getByRole('button', { name: 'Remove Friday, 25 December 2026' }));
    // A date box takes its value whole, as a browser's picker gives it.
    fireEvent.change(screen.getByLabelText('Day to close'), { target: { value: '2026-12-31' } });
    await user.click(within(form()).getByRole('button', { name: 'Add closed day' }));
    expect(screen.getByTestId('closed-days')).toHaveTextContent('Thursday, 31 December 2026');

    await user.click(within(form()).getByRole('button', { name: 'Save the rules' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Delivery rules saved.'));
    expect(puts(service)).toEqual([{ method: 'PUT', url: API_PATHS.staffDelivery, body: saved }]);
    expect(onSaved).toHaveBeenCalledWith(screenOf(saved));
    // The form shows the rules as saved, in its own writing.
    expect(box(form(), 'Minimum order ($)')).toHaveValue('20.00');
  });

  it('saves the zones as the contract reads them: prefixes, weekdays, and dollars in cents', async () => {
    const saved: DeliveryRules = {
      ...RULES,
      zones: [
        { ...RULES.zones[0], postcodePrefixes: ['8801', '8802', '8803'], weekdays: [2, 3, 5], freeFromCents: null },
        { ...RULES.zones[1], feeCents: 1299, freeFromCents: 9950 },
      ],
    };
    const service = fakeService({ method: 'PUT', url: API_PATHS.staffDelivery, body: screenOf(saved) });
    const user = userEvent.setup({ delay: null });
    openForm();
    const island = zone('Zone: Island');
    await retype(user, box(island, 'Postcode prefixes'), '8801 8802,8803');
    await user.click(within(island).getByRole('checkbox', { name: 'Wed' }));
    await retype(user, box(island, 'Free from ($)'), '');
    const mainland = zone('Zone: Mainland');
    await retype(user, box(mainland, 'Fee ($)'), '12.99');
    await retype(user, box(mainland, 'Free from ($)'), '99.5');

    await user.click(within(form()).getByRole('button', { name: 'Save the rules' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Delivery rules saved.'));
    expect(puts(service)).toEqual([{ method: 'PUT', url: API_PATHS.staffDelivery, body: saved }]);
    // The form shows the rules as saved, in its own writing.
    expect(box(zone('Zone: Island'), 'Postcode prefixes')).toHaveValue('8801, 8802, 8803');
    expect(box(zone('Zone: Mainland'), 'Free from ($)')).toHaveValue('99.50');
  });

  it('adds a zone, its name box focused, and saves it after the others', async () => {
    const harbour = {
      name: 'Harbour',
      postcodePrefixes: ['8890'],
      weekdays: [6],
      feeCents: 500,
      freeFromCents: null,
      cutoffHour: 18,
      capacityPerDay: 8,
    };
    const saved: DeliveryRules = { ...RULES, zones: [...RULES.zones, harbour] };
    const service = fakeService({ method: 'PUT', url: API_PATHS.staffDelivery, body: screenOf(saved) });
    const user = userEvent.setup({ delay: null });
    openForm();
    await user.click(within(form()).getByRole('button', { name: 'Add a zone' }));
    await waitFor(() => expect(box(zone('Zone 3'), 'Name')).toHaveFocus());
    await user.paste('Harbour');
    const added = zone('Zone: Harbour');
    await retype(user, box(added, 'Postcode prefixes'), '8890');
    await user.click(within(added).getByRole('checkbox', { name: 'Sat' }));
    await retype(user, box(added, 'Fee ($)'), '5');
    await retype(user, box(added, 'Deliveries a day'), '8');

    await user.click(within(form()).getByRole('button', { name: 'Save the rules' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Delivery rules saved.'));
    expect(puts(service)).toEqual([{ method: 'PUT', url: API_PATHS.staffDelivery, body: saved }]);
    expect(ticked(zone('Zone: Harbour'))).toEqual(['Sat']);
  });

  it('keeps unsaved edits when a day is closed from the list, and adds that day to the closed days', async () => {
    fakeService(
      SIGNED_IN,
      SCREEN,
      {
        url: `${API_PATHS.staffDeliveryBookings}?day=2026-12-21`,
        body: { day: '2026-12-21', orders: [] },
      },
      { method: 'PUT', url: API_PATHS.staffDelivery, body: screenOf({ ...RULES, closedDays: ['2026-12-21', '2026-12-25'] }) },
    );
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByTestId('rules-form');
    await retype(user, box(form(), 'Minimum order ($)'), '30');
    const monday = screen.getAllByTestId('delivery-day')[0];
    await user.click(within(monday).getByRole('button', { name: 'Close this day (Monday, 21 December 2026)' }));
    await user.click(within(screen.getByTestId('close-day')).getByRole('button', { name: 'Close Monday, 21 December 2026' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    expect(box(form(), 'Minimum order ($)')).toHaveValue('30');
    expect(
      within(screen.getByTestId('closed-days'))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('time')?.dateTime),
    ).toEqual(['2026-12-21', '2026-12-25']);
  });

  it('removes a zone; with none, saves an empty list', async () => {
    const rules = { ...RULES, zones: [RULES.zones[0]] };
    const service = fakeService({ method: 'PUT', url: API_PATHS.staffDelivery, body: screenOf({ ...rules, zones: [] }) });
    const user = userEvent.setup({ delay: null });
    openForm(rules);
    await user.click(within(form()).getByRole('button', { name: 'Remove the zone Island' }));
    expect(screen.queryByTestId('zone')).not.toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: 'Add a zone' })).toHaveFocus();
    await user.click(within(form()).getByRole('button', { name: 'Save the rules' }));
    await waitFor(() => expect(puts(service)).toEqual([{ method: 'PUT', url: API_PATHS.staffDelivery, body: { ...rules, zones: [] } }]));
  });

  it("shows the service's refusal at the form's top and as a toast, and keeps every edit", async () => {
    const refusal = 'The postcode prefix 8801 is in both Island and Mainland.';
    const service = fakeService({
      method: 'PUT',
      url: API_PATHS.staffDelivery,
      status: 400,
      body: { error: refusal, code: 'validation' },
    });
    const user = userEvent.setup({ delay: null });
    openForm();
    const prefixes = box(zone('Zone: Mainland'), 'Postcode prefixes');
    await retype(user, prefixes, '881, 8801');
    await retype(user, box(form(), 'Minimum order ($)'), '17.5');
    await user.click(within(form()).getByRole('button', { name: 'Save the rules' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(refusal));
    expect(within(form()).getAllByRole('alert')[0]).toHaveTextContent(`The rules were not saved: ${refusal}`);
    expect(puts(service)[0].body).toMatchObject({ minimumOrderCents: 1750 });
    expect(prefixes).toHaveValue('881, 8801');
    expect(box(form(), 'Minimum order ($)')).toHaveValue('17.5');
    expect(toasts.success).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it.each([
    ['Minimum order ($)', 'fifteen', 'Minimum order ($): enter an amount in dollars, such as 15 or 15.50.'],
    ['Fee ($)', '8.001', 'Zone: Island, Fee ($): enter an amount in dollars, such as 15 or 15.50.'],
    ['Postcode prefixes', '8801, 88-02', 'Zone: Island: enter the postcode prefixes as digits, separated by commas or spaces.'],
    ['Cut-off hour', '25', 'Zone: Island, Cut-off hour: enter an hour from 0 to 24.'],
    ['Deliveries a day', '2.5', 'Zone: Island, Deliveries a day: enter a whole number.'],
  ])('sends nothing for %s typed as %s, and says what to type', async (label, typed, sentence) => {
    const service = fakeService();
    const user = userEvent.setup({ delay: null });
    openForm();
    const scope = label === 'Minimum order ($)' ? form() : zone('Zone: Island');
    await retype(user, box(scope, label), typed);
    await user.click(within(form()).getByRole('button', { name: 'Save the rules' }));
    expect(toasts.error).toHaveBeenCalledWith(sentence);
    expect(within(form()).getAllByRole('alert')[0]).toHaveTextContent(sentence);
    expect(puts(service)).toEqual([]);
  });

  it('asks for at least one weekday in a zone', async () => {
    const service = fakeService();
    const user = userEvent.setup({ delay: null });
    openForm();
    const mainland = zone('Zone: Mainland');
    await user.click(within(mainland).getByRole('checkbox', { name: 'Wed' }));
    await user.click(within(form()).getByRole('button', { name: 'Save the rules' }));
    expect(toasts.error).toHaveBeenCalledWith('Zone: Mainland: tick at least one delivery day.');
    expect(puts(service)).toEqual([]);
  });

  it('adds a closed day with Enter in its box, not saving the form, and asks for a day when none is chosen', async () => {
    const service = fakeService();
    const user = userEvent.setup({ delay: null });
    openForm();
    const dayBox = screen.getByLabelText('Day to close');
    await user.click(within(form()).getByRole('button', { name: 'Add closed day' }));
    expect(screen.getByText('Choose a day to close.')).toBeVisible();
    fireEvent.change(dayBox, { target: { value: '2026-12-24' } });
    dayBox.focus();
    await user.keyboard('{Enter}');
    expect(
      within(screen.getByTestId('closed-days'))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('time')?.dateTime),
    ).toEqual(['2026-12-24', '2026-12-25']);
    expect(dayBox).toHaveValue('');
    expect(puts(service)).toEqual([]);
  });
});
