import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { API_PATHS } from 'contract';
import { notify } from 'shared';
import { NewsletterForm } from './NewsletterForm';

/** The service's one answer (jsdom has no Response). */
function serviceAnswers(status: number, body: unknown) {
  const fetchMock = jest.fn(async (_path: string, _init?: RequestInit) => ({
    ok: status < 300,
    status,
    json: async () => body,
    headers: { get: () => null },
  }));
  window.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('NewsletterForm', () => {
  let success: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    success = jest.spyOn(notify, 'success').mockImplementation(() => 'toast');
    error = jest.spyOn(notify, 'error').mockImplementation(() => 'toast');
    render(<NewsletterForm />);
  });
  afterEach(() => jest.restoreAllMocks());

  const email = () => screen.getByLabelText(/^Your e-mail/);
  const subscribe = () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

  it('says a link to confirm comes by e-mail, and keeps its early-tap name', () => {
    expect(email()).toHaveAccessibleDescription("We'll e-mail you a link to confirm.");
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('data-early-tap', 'newsletter');
  });

  it('signs the address up, thanks the visitor and resets', async () => {
    const fetchMock = serviceAnswers(201, { received: true });
    fireEvent.change(email(), { target: { value: 'ana@example.com' } });
    subscribe();
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe(API_PATHS.newsletter);
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@example.com', website: '' });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Thanks For Subscribe'));
    expect(email()).toHaveValue('');
  });

  it('keeps the address when the service cannot be reached', async () => {
    window.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    fireEvent.change(email(), { target: { value: 'ana@example.com' } });
    subscribe();
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/could not reach the farm/)));
    expect(success).not.toHaveBeenCalled();
    expect(email()).toHaveValue('ana@example.com');
  });
});
