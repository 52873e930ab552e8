import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { API_PATHS } from 'contract';
import { notify } from 'shared';
import { FORM_TOASTS } from '../data/formMessages';
import { answer, RECEIVED, sent, serviceAnswers } from '../testing/serviceAnswers';
import { ContactForm } from './ContactForm';

/** Labels end with a required marker, so match their start. */
const control = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const fill = (label: string, value: string) => fireEvent.change(control(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

function fillMessage() {
  fill('Name', 'Ana Souza');
  fill('E-mail', 'ana@example.com');
  fill('Phone', '+55 48 99634 2087');
  fill('Comments', 'Do you deliver to Lagoa da Conceição?');
}

describe('ContactForm', () => {
  let success: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    success = jest.spyOn(notify, 'success').mockImplementation(() => 'toast');
    error = jest.spyOn(notify, 'error').mockImplementation(() => 'toast');
    render(<ContactForm />);
  });
  afterEach(() => jest.restoreAllMocks());

  it('requires every field and sends nothing until they are right (the contract’s rules)', () => {
    const fetchMock = serviceAnswers(RECEIVED());
    send();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Name is required.',
      'E-mail is required.',
      'Phone is required.',
      'Comments is required.',
    ]);
    expect(control('Name')).toHaveFocus();
    fillMessage();
    fill('E-mail', 'ana@farm');
    fill('Phone', '48 call me');
    send();
    expect(control('E-mail')).toHaveAccessibleDescription(expect.stringMatching(/valid e-mail address/));
    expect(control('Phone')).toHaveAccessibleDescription('Phone must contain numbers only.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message with the empty honeypot, thanks the visitor and resets', async () => {
    const fetchMock = serviceAnswers(RECEIVED());
    fillMessage();
    send();
    expect(sent(fetchMock)).toEqual({
      path: API_PATHS.contact,
      method: 'POST',
      body: {
        name: 'Ana Souza',
        email: 'ana@example.com',
        phone: '+55 48 99634 2087',
        comments: 'Do you deliver to Lagoa da Conceição?',
        website: '',
      },
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith(FORM_TOASTS.contact));
    for (const label of ['Name', 'E-mail', 'Phone', 'Comments']) expect(control(label)).toHaveValue('');
  });

  it('keeps the message and shows the service’s sentence when it refuses', async () => {
    serviceAnswers(answer(429, { error: 'Too many messages from this address. Please try again in a minute.', code: 'rate_limited' }));
    fillMessage();
    send();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Too many messages from this address. Please try again in a minute.'));
    expect(success).not.toHaveBeenCalled();
    expect(control('Comments')).toHaveValue('Do you deliver to Lagoa da Conceição?');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
