import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Paginator } from './Paginator';

const at = (url: string) => ({
  wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>,
});

describe('Paginator', () => {
  it('is a named navigation holding a real list of pages', () => {
    render(<Paginator page={1} pages={3} onChange={() => {}} label="Shop pages" />, at('/shop'));
    const nav = screen.getByRole('navigation', { name: 'Shop pages' });
    expect(nav.querySelector('ul')).not.toHaveAttribute('role');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('gives an end control a link and its rel only where there is a page to go to', () => {
    const { unmount } = render(<Paginator page={1} pages={3} onChange={() => {}} label="Shop pages" />, at('/shop'));
    const first = screen.getByRole('button', { name: 'Previous page (this is the first page)' });
    expect(first).toHaveAttribute('aria-disabled', 'true');
    expect(first).not.toHaveAttribute('href');
    expect(first).not.toHaveAttribute('rel');
    unmount();
    render(<Paginator page={2} pages={3} onChange={() => {}} label="Shop pages" />, at('/shop?page=2'));
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('href', '?page=1');
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('rel', 'prev');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('rel', 'next');
  });

  it('moves on with Space on an arrow, as a button does', async () => {
    const onChange = jest.fn();
    render(<Paginator page={2} pages={3} onChange={onChange} label="Shop pages" />, at('/shop?page=2'));
    screen.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('marks the current page, and breaks a long run of pages with an ellipsis', () => {
    render(<Paginator page={1} pages={12} onChange={() => {}} label="Blog pages" />, at('/blog-standard'));
    expect(screen.getByRole('link', { name: 'Page 1, current page' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 1, current page' })).not.toHaveAttribute('rel');
    expect(screen.getByText('...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 12' })).toBeInTheDocument();
  });

  it('marks the ends with a disabled control and reports the chosen page', async () => {
    const onChange = jest.fn();
    render(<Paginator page={3} pages={3} onChange={onChange} label="Blog pages" />, at('/blog-standard'));
    expect(screen.getByRole('button', { name: 'Next page (this is the last page)' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Paginator page={1} pages={1} onChange={() => {}} label="Shop pages" />, at('/shop'));
    expect(container).toBeEmptyDOMElement();
  });

  it('links each page with the rest of the query kept, so a page can be opened in a new tab', () => {
    render(<Paginator page={1} pages={3} onChange={() => {}} label="Blog pages" />, at('/blog-with-sidebar?q=soil&page=1'));
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '?q=soil&page=2');
  });
});
