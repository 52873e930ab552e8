import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { cart, notify, type FrameKind } from 'shared';
import { App } from '../App';
import { prerenderFrame } from '../prerenderFrame';
import { paintedFrameFits } from './paintedFrame';

// The remote's page never arrives here: the frame is what is being hydrated.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: () => new Promise(() => {}),
  registerRemotes: jest.fn(),
}));

const tomato = { id: 1, title: 'Heirloom Tomatoes', price: 4.5, thumb: 'heirloom-tomatoes.svg' };

/**
 * A frame's page as the build writes it (no cart: the build has none), as the browser shows it to
 * a visitor whose cart is stored, before the app's code runs.
 */
function paintFrame(kind: FrameKind): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = prerenderFrame(kind);
  document.body.append(root);
  cart.add({ ...tomato, quantity: 2 });
  // index.html's inline script: the header's count from storage, before the first paint.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules runs it afresh only through a synchronous require.
  jest.isolateModules(() => require('./paintStoredCartCount'));
  return root;
}

// hydrateRoot is used as index.html's bootstrap uses it, not through Testing Library's render.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let hydrated: Root | null = null;

afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = null;
  cart.clear();
  document.body.innerHTML = '';
});

describe("hydrating index.html's prerendered frame", () => {
  it('adopts the frame on any path with a stored cart, then marks the page and lists the cart', async () => {
    const root = paintFrame('site');
    const header = root.querySelector('header');
    expect(root.querySelector('[aria-current="page"]')).toBeNull();
    expect(root.querySelector('[data-testid="cart-count"]')).toHaveTextContent('2');

    window.history.pushState({}, '', '/shop');
    const mismatches = jest.fn();
    await act(async () => {
      hydrated = hydrateRoot(root, <App />, { onRecoverableError: mismatches });
    });

    expect(mismatches).not.toHaveBeenCalled();
    expect(root.querySelector('header')).toBe(header);
    expect(root.querySelector('.shell-menu [aria-current="page"]')).toHaveTextContent('Shop');
    expect(root.querySelector('[data-testid="cart-count"]')).toHaveTextContent('2');
    expect(root.querySelectorAll('.shell-cart__item')).toHaveLength(1);
  });

  it('corrects a painted count that included a line the catalogue no longer has', async () => {
    const root = paintFrame('site');
    // The inline script counted 3 more stored items, of a product the catalogue no longer has.
    const badge = root.querySelector('[data-testid="cart-count"]')!;
    badge.textContent = '5';
    root.querySelector('.shell-cart__toggle')!.setAttribute('aria-label', 'Cart, 5 items');

    await act(async () => {
      hydrated = hydrateRoot(root, <App />);
    });

    expect(badge).toHaveTextContent('2');
    expect(root.querySelector('.shell-cart__toggle')).toHaveAttribute('aria-label', 'Cart, 2 items');
  });
});

/** The browser moving to `path` as a link or the Back button does, for the app's router. */
function navigate(path: string) {
  act(() => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe("hydrating the office's prerendered frame (docs/decisions/office-frame.md)", () => {
  it('adopts it on an office path: no shop header, footer or cart, and the skip link, <main> and toasts kept', async () => {
    const root = paintFrame('office');
    const main = root.querySelector('main');
    expect(root.querySelector('header, footer, [data-testid="cart-count"]')).toBeNull();

    window.history.pushState({}, '', '/office/orders/TV-1?status=paid');
    const mismatches = jest.fn();
    await act(async () => {
      hydrated = hydrateRoot(root, <App />, { onRecoverableError: mismatches });
    });

    expect(mismatches).not.toHaveBeenCalled();
    expect(root.querySelector('main')).toBe(main);
    expect(main).toHaveAttribute('data-frame', 'office');
    expect(root.querySelector('.shell-skip-link')).toHaveAttribute('href', '#main');
    expect(root.querySelector('.shell-topbar, .shell-header, .shell-footer, .shell-scroll-top')).toBeNull();
    // The toasts' container comes with the first message (shared/src/toast.ts), in the office too.
    expect(root.querySelector('.Toastify')).toBeNull();
    await act(async () => notify.success('Order TV-1 is packed.'));
    await waitFor(() => expect(root.querySelector('.Toastify')).toHaveTextContent('Order TV-1 is packed.'));
  });

  it('switches frames as the browser moves to the shop and back, keeping <main>', async () => {
    const root = paintFrame('office');
    window.history.pushState({}, '', '/office');
    await act(async () => {
      hydrated = hydrateRoot(root, <App />);
    });
    const main = root.querySelector('main');

    navigate('/shop');
    expect(root.querySelector('.shell-header')).not.toBeNull();
    expect(root.querySelector('.shell-footer')).not.toBeNull();
    expect(root.querySelector('main')).toBe(main);
    expect(main).toHaveAttribute('data-frame', 'site');

    navigate('/office/packing');
    expect(root.querySelector('.shell-topbar, .shell-header, .shell-footer, .shell-scroll-top')).toBeNull();
    expect(root.querySelector('main')).toBe(main);
    expect(main).toHaveAttribute('data-frame', 'office');
  });

  it("is the only painted frame the start-up hydrates on an office path, and the site's the only one elsewhere", () => {
    const site = paintFrame('site');
    expect(paintedFrameFits(site, '/shop')).toBe(true);
    // A host that sends index.html for every path: the app renders over it instead.
    expect(paintedFrameFits(site, '/office/orders/TV-1')).toBe(false);
    const office = paintFrame('office');
    expect(paintedFrameFits(office, '/office/orders/TV-1')).toBe(true);
    expect(paintedFrameFits(office, '/')).toBe(false);
    // The development server's empty #root.
    expect(paintedFrameFits(document.createElement('div'), '/')).toBe(false);
  });
});
