import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { cart } from 'shared';
import { App } from '../App';
import { prerenderFrame } from '../prerenderFrame';

// The remote's page never arrives here: the frame is what is being hydrated.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: () => new Promise(() => {}),
  registerRemotes: jest.fn(),
}));

const tomato = { id: 1, title: 'Heirloom Tomatoes', price: 4.5, thumb: 'heirloom-tomatoes.svg' };

/**
 * index.html as the build writes it (no cart: the build has none), as the browser shows it to a
 * visitor whose cart is stored, before the app's code runs.
 */
function paintIndexHtml(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = prerenderFrame();
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
    const root = paintIndexHtml();
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
    const root = paintIndexHtml();
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
