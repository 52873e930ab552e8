import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Paginator } from './Paginator';

describe('Paginator', () => {
  it('is a named navigation holding a real list of pages', () => {
    render(<Paginator page={1} pages={3} onChange={() => {}} label="Shop pages" />);
    const nav = screen.getByRole('navigation', { name: 'Shop pages' });
    expect(nav.querySelector('ul')).toHaveAttribute('role', 'list');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('marks the ends with a disabled control and reports the chosen page', async () => {
    const onChange = jest.fn();
    render(<Paginator page={3} pages={3} onChange={onChange} label="Blog pages" />);
    expect(screen.getByRole('button', { name: 'Next page (this is the last page)' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Paginator page={1} pages={1} onChange={() => {}} label="Shop pages" />);
    expect(container).toBeEmptyDOMElement();
  });
});
