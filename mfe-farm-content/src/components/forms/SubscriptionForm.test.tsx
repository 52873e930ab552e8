import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from 'contract';
import { notify } from 'shared';
import { FORM_TOASTS } from '../../data/formMessages';
import { answer, RECEIVED, sent, serviceAnswers } from '../../testing/serviceAnswers';
import { SubscriptionForm } from './SubscriptionForm';

/** Labels end with a required marker, so match their start. */
const control = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const fill = (label: string, value: string) => fireEvent.change(control(label), { target: { value } });
const choice = (group: string, name: RegExp) => within(screen.getByRole('group', { name: group })).getByRole('radio', { name });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));

describe('SubscriptionForm', () => {
  let success: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    success = jest.spyOn(notify, 'success').mockImplementation(() => 'toast');
    error = jest.spyOn(notify, 'error').mockImplementation(() => 'toast');
    render(<SubscriptionForm />);
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts on a Family box, weekly, delivered; the first box day starts today', () => {
    expect(choice('Box size', /Family/)).toBeChecked();
    expect(choice('Delivery frequency', /Weekly/)).toBeChecked();
    expect(choice('Delivery or pickup', /Delivery to my door/)).toBeChecked();
    expect(control('Postcode')).toBeRequired();
    expect(control('Phone')).not.toBeRequired();
    expect(control('First box')).toHaveAttribute('type', 'date');
    expect(control('First box')).toHaveAttribute('min', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
  });

  it('asks for a name, an e-mail and, for a delivery, a postcode', () => {
    const fetchMock = serviceAnswers(RECEIVED());
    save();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Name is required.',
      'E-mail is required.',
      'Postcode is required for delivery.',
    ]);
    expect(control('Name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a delivery request, thanks the visitor and returns to the defaults', async () => {
    const fetchMock = serviceAnswers(RECEIVED());
    fireEvent.click(choice('Box size', /Gathering/));
    fireEvent.click(choice('Delivery frequency', /Monthly/));
    fill('Name', 'Ana Souza');
    fill('E-mail', 'ana@example.com');
    fill('Postcode', '88060-000');
    fill('First box', '2030-03-04');
    save();
    expect(sent(fetchMock)).toEqual({
      path: API_PATHS.boxRequests,
      method: 'POST',
      body: {
        boxSize: 'large',
        frequency: 'monthly',
        name: 'Ana Souza',
        email: 'ana@example.com',
        phone: '',
        method: 'delivery',
        postcode: '88060-000',
        startDay: '2030-03-04',
        website: '',
      },
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith(FORM_TOASTS.subscription));
    expect(choice('Box size', /Family/)).toBeChecked();
    expect(choice('Delivery frequency', /Weekly/)).toBeChecked();
    expect(control('Name')).toHaveValue('');
    expect(control('Postcode')).toHaveValue('');
  });

  it('hides the postcode for a pickup and does not send one', async () => {
    const fetchMock = serviceAnswers(RECEIVED());
    fill('Postcode', '88060-000');
    fireEvent.click(choice('Delivery or pickup', /Pickup at the farm/));
    expect(screen.queryByLabelText(/^Postcode/)).toBeNull();
    fill('Name', 'Ana Souza');
    fill('E-mail', 'ana@example.com');
    fill('Phone', '+55 48 99634 2087');
    save();
    expect(sent(fetchMock).body).toMatchObject({ method: 'pickup', postcode: '', phone: '+55 48 99634 2087' });
    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(choice('Delivery or pickup', /Delivery to my door/)).toBeChecked();
  });

  it('keeps the request and shows the service’s sentence when it refuses', async () => {
    serviceAnswers(answer(400, { error: 'First box must be today or later.', code: 'validation' }));
    fireEvent.click(choice('Box size', /Couple/));
    fill('Name', 'Ana Souza');
    fill('E-mail', 'ana@example.com');
    fill('Postcode', '88060-000');
    fill('First box', '2030-03-04');
    save();
    await waitFor(() => expect(error).toHaveBeenCalledWith('First box must be today or later.'));
    expect(success).not.toHaveBeenCalled();
    expect(choice('Box size', /Couple/)).toBeChecked();
    expect(control('First box')).toHaveValue('2030-03-04');
  });
});
