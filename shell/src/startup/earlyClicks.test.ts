import { EARLY_CLICKS_SCRIPT, replayEarlyClicks } from './earlyClicks';
import { earlyTap } from './frameMarkers';

/** A control as the painted frame has it: named by its data attribute, counting its real clicks. */
function control(name: string | null, parent: HTMLElement = document.body): { element: HTMLButtonElement; clicks: () => number } {
  const element = document.createElement('button');
  if (name) for (const [attribute, value] of Object.entries(earlyTap(name))) element.setAttribute(attribute, value);
  let clicks = 0;
  element.addEventListener('click', () => clicks++);
  parent.append(element);
  return { element, clicks: () => clicks };
}

describe('taps made before the app is ready', () => {
  beforeAll(() => new Function(EARLY_CLICKS_SCRIPT)());
  afterEach(() => {
    document.documentElement.removeAttribute('data-app-ready');
    document.body.innerHTML = '';
  });

  it('are kept, then replayed on the same control by name, even when the header gained a button', () => {
    const menu = control('menu');
    const cart = control('cart');
    cart.element.click();
    expect(cart.clicks()).toBe(0);

    // A control that appears only once the app runs, ahead of the others.
    document.body.prepend(control('register').element);
    replayEarlyClicks();

    expect(cart.clicks()).toBe(1);
    expect(menu.clicks()).toBe(0);
  });

  it('leave the page inside <main>, and unnamed controls, to themselves', () => {
    const main = document.createElement('main');
    document.body.append(main);
    const pageButton = control('cart', main);
    const unnamed = control(null);
    pageButton.element.click();
    unnamed.element.click();
    expect(pageButton.clicks()).toBe(1);
    expect(unnamed.clicks()).toBe(1);

    const cart = control('cart');
    replayEarlyClicks();
    expect(cart.clicks()).toBe(0);
    expect(pageButton.clicks()).toBe(1);
  });

  it('stop once the app is ready', () => {
    const cart = control('cart');
    replayEarlyClicks();
    cart.element.click();
    expect(cart.clicks()).toBe(1);
  });
});
