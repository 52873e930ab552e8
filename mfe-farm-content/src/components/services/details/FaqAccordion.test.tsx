import { fireEvent, render, screen } from '@testing-library/react';
import { serviceFaq } from '../../../data/faq';
import { FaqAccordion } from './FaqAccordion';

describe('FaqAccordion', () => {
  it('opens the first question and keeps one open at a time', () => {
    render(<FaqAccordion items={serviceFaq} />);
    const [first, second, third] = screen.getAllByRole('button');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(serviceFaq[0]!.answer)).toBeVisible();

    fireEvent.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(third).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(serviceFaq[0]!.answer)).not.toBeVisible();
    expect(document.getElementById(second!.getAttribute('aria-controls')!)).toBeVisible();

    fireEvent.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});
