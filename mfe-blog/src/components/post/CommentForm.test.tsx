import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { API_PATHS } from 'contract';
import { notify } from 'shared';
import { AWAITING_APPROVAL, CommentForm } from './CommentForm';

/** The service's answers, one per call (jsdom has no Response). */
function serviceAnswers(...answers: Array<{ status: number; body: unknown }>) {
  const fetchMock = jest.fn(async (_path: string, _init?: RequestInit) => {
    const { status, body } = answers.length > 1 ? answers.shift()! : answers[0];
    return { ok: status < 300, status, json: async () => body, headers: { get: () => null } };
  });
  window.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** Labels end with a required marker, so match their start. */
const control = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const fill = (label: string, value: string) => fireEvent.change(control(label), { target: { value } });
const post = () => fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));

function fillComment() {
  fill('Name', 'Ana');
  fill('E-mail', 'ana@example.com');
  fill('Comment', 'We made the pumpkin soup: lovely.');
}

describe('CommentForm', () => {
  let success: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    success = jest.spyOn(notify, 'success').mockImplementation(() => 'toast');
    error = jest.spyOn(notify, 'error').mockImplementation(() => 'toast');
    render(<CommentForm postId={3} />);
  });
  afterEach(() => jest.restoreAllMocks());

  it('requires a name, an e-mail and a comment', () => {
    const fetchMock = serviceAnswers({ status: 201, body: { received: true } });
    post();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Name is required.',
      'E-mail is required.',
      'Comment is required.',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the comment for its post, thanks, resets and says it waits for the farm', async () => {
    const fetchMock = serviceAnswers({ status: 201, body: { received: true } });
    expect(screen.getByRole('status')).toHaveTextContent('');
    fillComment();
    post();
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe(API_PATHS.comments);
    expect(JSON.parse(String(init?.body))).toEqual({
      postId: 3,
      name: 'Ana',
      email: 'ana@example.com',
      comment: 'We made the pumpkin soup: lovely.',
      website: '',
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Thanks For Your Message'));
    expect(screen.getByRole('status')).toHaveTextContent(AWAITING_APPROVAL);
    expect(control('Comment')).toHaveValue('');
  });

  it('keeps the comment and shows the service’s sentence when it refuses', async () => {
    serviceAnswers({ status: 400, body: { error: 'Comment must be at most 5000 characters long.', code: 'validation' } });
    fillComment();
    post();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Comment must be at most 5000 characters long.'));
    expect(control('Comment')).toHaveValue('We made the pumpkin soup: lovely.');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
