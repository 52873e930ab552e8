import { act, render, screen } from '@testing-library/react';
import { useScrolledPast } from './scrollPosition';

let renders = 0;
function Probe() {
  renders++;
  return <p>{useScrolledPast(100) ? 'past' : 'top'}</p>;
}

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

describe('useScrolledPast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    scrollTo(0);
  });

  it('answers a frame of scrolling once, after that frame, not inside the scroll event', async () => {
    render(<Probe />);
    expect(screen.getByText('top')).toBeInTheDocument();
    renders = 0;

    scrollTo(150);
    scrollTo(180);
    scrollTo(220);
    // Whatever scrolled the page paints first: nothing renders with the events' own work.
    await act(async () => undefined);
    expect(screen.getByText('top')).toBeInTheDocument();
    expect(renders).toBe(0);

    // The frame (an animation frame), then the task after it.
    await act(async () => jest.advanceTimersByTime(16));
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByText('past')).toBeInTheDocument();
    expect(renders).toBe(1);
  });

  it('says nothing once unmounted', async () => {
    const { unmount } = render(<Probe />);
    scrollTo(300);
    unmount();
    renders = 0;
    await act(async () => jest.advanceTimersByTime(50));
    expect(renders).toBe(0);
  });
});
