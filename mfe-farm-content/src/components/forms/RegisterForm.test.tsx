import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { notify } from 'shared';
import { FORM_TOASTS, PASSWORD_MISMATCH } from '../../data/formMessages';
import { RegisterForm } from './RegisterForm';

/** Labels end with a required marker, so match their start. */
const control = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

function fill(label: string, value: string) {
  fireEvent.change(control(label), { target: { value } });
}

describe('RegisterForm', () => {
  let success: jest.SpyInstance;
  beforeEach(() => {
    success = jest.spyOn(notify, 'success').mockImplementation(() => 'toast');
    render(
      <MemoryRouter>
        <RegisterForm />
      </MemoryRouter>,
    );
  });
  afterEach(() => success.mockRestore());

  it('shows the confirmation as plain text and links to login', () => {
    expect(control('Confirm password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('tells the visitor when the passwords differ and sends no toast', () => {
    fill('E-mail', 'ana@example.com');
    fill('Password', 'harvest-2025');
    fill('Confirm password', 'harvest-2024');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    const confirm = control('Confirm password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_MISMATCH));
    expect(success).not.toHaveBeenCalled();
  });

  it('thanks the visitor and resets when everything is valid', () => {
    fill('E-mail', 'ana@example.com');
    fill('Password', 'harvest-2025');
    fill('Confirm password', 'harvest-2025');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(success).toHaveBeenCalledWith(FORM_TOASTS.register);
    expect(control('E-mail')).toHaveValue('');
    expect(control('Confirm password')).toHaveValue('');
  });
});
