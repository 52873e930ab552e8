import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { notify, type FrameKind } from 'shared';
import { Frame } from './Frame';

function renderFrame(kind: FrameKind) {
  return render(
    <MemoryRouter>
      <Frame kind={kind}>
        <h1>The page</h1>
      </Frame>
    </MemoryRouter>,
  );
}

describe("the site's frame", () => {
  it('has the top bar, the shop header with its cart, menu and Register, the newsletter footer and the scroll-to-top button', () => {
    renderFrame('site');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Newsletter');
    expect(screen.getByRole('list', { name: 'Terra Verde on social networks' })).toBeInTheDocument();
    expect(document.querySelector('.shell-scroll-top')).not.toBeNull();
    expect(screen.getByRole('main')).toHaveAttribute('data-frame', 'site');
  });
});

describe("the office's frame", () => {
  it('has none of the shop: no top bar, header, cart, Register, menu, footer or scroll-to-top button', () => {
    renderFrame('office');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('button', { name: /Cart/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Register|Login/ })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    expect(document.querySelector('.shell-topbar, .shell-header, .shell-footer, .shell-scroll-top')).toBeNull();
  });

  it('keeps the skip link to <main>, the page, and the toasts the office sends', async () => {
    renderFrame('office');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('data-frame', 'office');
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'The page' }));
    act(() => void notify.error('The service did not answer.'));
    expect(await screen.findByText('The service did not answer.')).toBeInTheDocument();
  });
});
