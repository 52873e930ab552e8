import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import CheckoutPage from '../pages/CheckoutPage';

/** Renders /checkout and lets its first answers (what is left) arrive inside act. */
export async function renderCheckoutPage(): Promise<void> {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/checkout']}>
        <CheckoutPage />
      </MemoryRouter>,
    );
  });
}
