import { act, fireEvent, render, screen } from '@testing-library/react';
import { FormReceiptSchema, rules } from 'contract';
import { requestJson, type ApiResult } from '../api/requestJson';
import { notify } from '../toast';
import { Field } from './Field';
import { HoneypotField } from './HoneypotField';
import { FORM_POST_FAILURES, useFormPost } from './useFormPost';

jest.mock('../api/requestJson', () => ({ requestJson: jest.fn() }));
const request = jest.mocked(requestJson);

/** Each call's answer, given by hand; settled inside act so React applies it before the test looks. */
function pendingAnswers() {
  const answers: Array<(result: ApiResult<unknown>) => Promise<void>> = [];
  request.mockImplementation(() => {
    let settle: (result: ApiResult<unknown>) => void = () => undefined;
    const pending = new Promise<ApiResult<unknown>>((resolve) => (settle = resolve));
    answers.push((result) => act(async () => settle(result)));
    return pending as never;
  });
  return answers;
}

const STORED: ApiResult<unknown> = { ok: true, status: 201, data: { received: true } };

function NoteForm({ onSent }: { onSent?: () => void }) {
  const { field, onSubmit, formRef, honeypot, submitProps } = useFormPost({
    path: '/api/notes',
    initial: { name: '', note: '' },
    rules: { name: [rules.required('Name')] },
    schema: FormReceiptSchema,
    success: 'Thanks For Your Note',
    body: (values) => ({ postId: 7, ...values }),
    onSent,
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Leave a note">
      <Field label="Name" {...field('name')} />
      <Field label="Note" {...field('note')} />
      <HoneypotField {...honeypot} />
      <button type="submit" {...submitProps}>
        Send
      </button>
    </form>
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('useFormPost', () => {
  let success: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    request.mockReset();
    success = jest.spyOn(notify, 'success').mockImplementation(() => 'toast');
    error = jest.spyOn(notify, 'error').mockImplementation(() => 'toast');
  });
  afterEach(() => jest.restoreAllMocks());

  it('posts the body and the honeypot, disables the button meanwhile, then thanks and resets', async () => {
    const answers = pendingAnswers();
    const onSent = jest.fn();
    render(<NoteForm onSent={onSent} />);
    fill('Name', 'Ana');
    fill('Note', 'Hello');
    send();

    expect(request).toHaveBeenCalledWith('/api/notes', {
      method: 'POST',
      schema: FormReceiptSchema,
      body: { postId: 7, name: 'Ana', note: 'Hello', website: '' },
    });
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');

    await answers[0](STORED);
    expect(success).toHaveBeenCalledWith('Thanks For Your Note');
    expect(onSent).toHaveBeenCalledWith({ received: true });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Note')).toHaveValue('');
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-busy', 'false');
  });

  it('sends nothing while the form is invalid', () => {
    render(<NoteForm />);
    send();
    expect(request).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
  });

  it('sends once when submitted again while the first is out', async () => {
    const answers = pendingAnswers();
    render(<NoteForm />);
    fill('Name', 'Ana');
    send();
    // Enter in a field submits the form even though its button is disabled.
    fireEvent.submit(screen.getByRole('form', { name: 'Leave a note' }));
    expect(request).toHaveBeenCalledTimes(1);
    await answers[0](STORED);
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('shows the service’s refusal and keeps what was typed', async () => {
    const answers = pendingAnswers();
    render(<NoteForm />);
    fill('Name', 'Ana');
    fill('Note', 'Hello');
    send();
    await answers[0]({
      ok: false,
      kind: 'refused',
      status: 429,
      code: 'rate_limited',
      error: 'Too many requests. Try again in a minute.',
      retryAfter: '60',
    });
    expect(error).toHaveBeenCalledWith('Too many requests. Try again in a minute.');
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Note')).toHaveValue('Hello');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('says the farm could not be reached, or that something went wrong, and sends again on request', async () => {
    const answers = pendingAnswers();
    render(<NoteForm />);
    fill('Name', 'Ana');
    send();
    await answers[0]({ ok: false, kind: 'unreachable', status: 0, code: null, error: null });
    expect(error).toHaveBeenLastCalledWith(FORM_POST_FAILURES.unreachable);
    send();
    await answers[1]({ ok: false, kind: 'error-page', status: 502, code: null, error: null, retryAfter: null });
    expect(error).toHaveBeenLastCalledWith(FORM_POST_FAILURES.other);
    send();
    await answers[2]({ ok: false, kind: 'unreadable', status: 201, code: null, error: null });
    expect(error).toHaveBeenLastCalledWith(FORM_POST_FAILURES.other);
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');
    send();
    await answers[3](STORED);
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('sends what a bot wrote in the honeypot, which is out of sight and out of the tab order', async () => {
    const answers = pendingAnswers();
    const { container } = render(<NoteForm />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();

    fill('Name', 'Bot');
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    send();
    expect(request.mock.calls[0][1].body).toMatchObject({ website: 'https://spam.example' });
    await answers[0](STORED);
    expect(trap).toHaveValue('');
  });
});
