import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { DeferredCarousel, type CarouselInstance, type LiveCarouselProps } from './DeferredCarousel';
import type { CarouselLayout } from './carouselLayout';

/** Stands in for a Swiper version: shows which slide it opened on, and reports its root. */
function FakeLive({ slides, initialSlide, previewMs, layout, onSwiper }: LiveCarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => onSwiper({ el: root.current! }), [onSwiper]);
  return (
    <div ref={root} data-testid="live" data-layout={JSON.stringify(layout)} data-preview-ms={Math.round(previewMs)}>
      <div className="swiper-slide-active">{slides[initialSlide]}</div>
      {slides.map((_, index) => (
        <button key={index} type="button" className="swiper-pagination-bullet">
          live bullet {index + 1}
        </button>
      ))}
    </div>
  );
}
const loadFake = () => Promise.resolve({ default: FakeLive });
const slides = ['First', 'Second', 'Third'].map((title) => (
  <a key={title} href={`/${title}`}>
    {title}
  </a>
));

let observed: { callback: IntersectionObserverCallback }[] = [];
class FakeIntersectionObserver {
  constructor(public callback: IntersectionObserverCallback) {
    observed.push(this);
  }
  observe() {}
  disconnect() {}
}
const comeIntoView = () =>
  act(() => observed.at(-1)!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));

beforeEach(() => {
  observed = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

type CarouselProps = Partial<Parameters<typeof DeferredCarousel<object, CarouselInstance>>[0]>;
const carousel = (props: CarouselProps = {}) => (
  <DeferredCarousel load={loadFake} slides={slides} swiperProps={{}} className="demo" {...props} />
);
const renderCarousel = (props: CarouselProps = {}) => render(carousel(props));
const activeSlide = () => document.querySelector('.demo .swiper-slide-active');

describe('DeferredCarousel', () => {
  it('shows the first view and real bullets before Swiper is needed, laid out as Swiper will lay it out', async () => {
    const layout: CarouselLayout = { perView: { 0: 1, 768: 2 }, gapPx: 24 };
    renderCarousel({ layout, loadWhenNear: false });
    expect(screen.queryByTestId('live')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'First' })).toBeVisible();
    // Which slides show at which width is the stylesheet's part (carouselLayout.test.ts, and the browser suite).
    expect(screen.getByText('Second').closest('.swiper')).toHaveClass(
      'tv-carousel-view-0-1',
      'tv-carousel-view-768-2',
      'tv-carousel-gap-24',
    );
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(await screen.findByTestId('live')).toHaveAttribute('data-layout', JSON.stringify(layout));
  });

  it('loads the Swiper version when the carousel comes near the screen', async () => {
    renderCarousel();
    expect(screen.queryByTestId('live')).not.toBeInTheDocument();
    comeIntoView();
    expect(await screen.findByTestId('live')).toHaveTextContent('First');
  });

  it('opens on the slide whose bullet was pressed while Swiper was loading, with focus on that bullet', async () => {
    let arrive!: () => void;
    const slowLoad = () => new Promise<{ default: typeof FakeLive }>((resolve) => (arrive = () => resolve({ default: FakeLive })));
    renderCarousel({ load: slowLoad, loadWhenNear: false });
    // Hovering and focusing the bullet start the download; the press decides the slide.
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(screen.queryByTestId('live')).not.toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByTestId('live')).toHaveTextContent('Third');
    await waitFor(() => expect(screen.getByRole('button', { name: 'live bullet 3' })).toHaveFocus());
  });

  it('waits while a keyboard user is inside the preview, so focus never drops to the page; takes over once focus moves on', async () => {
    render(
      <>
        <DeferredCarousel load={loadFake} slides={slides} swiperProps={{}} className="demo" loadWhenNear={false} />
        <button type="button">After the carousel</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
    // Focus woke the carousel and Swiper has arrived; the preview stays for each Tab inside it.
    await act(async () => undefined);
    const after = screen.getByRole('button', { name: 'After the carousel' });
    const stops = [];
    while (document.activeElement !== after && stops.length < 10) {
      expect(screen.queryByTestId('live')).not.toBeInTheDocument();
      stops.push(document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label'));
      await userEvent.tab();
    }
    expect(stops).toEqual(expect.arrayContaining(['First', 'Go to slide 1', 'Go to slide 3']));

    expect(await screen.findByTestId('live')).toHaveTextContent('First');
    expect(after).toHaveFocus();
  });

  it('a cross-fading preview moves by itself without Swiper, and hands Swiper its slide and rhythm when reached for', async () => {
    jest.useFakeTimers();
    try {
      renderCarousel({ loadWhenNear: false, autoplay: { delayMs: 5000, paused: false } });
      expect(activeSlide()).toHaveTextContent('First');
      expect(activeSlide()!.closest('.swiper')).toHaveClass('tv-carousel-fade');

      act(() => jest.advanceTimersByTime(5000));
      expect(activeSlide()).toHaveTextContent('Second');
      expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
      expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
      expect(screen.queryByTestId('live')).not.toBeInTheDocument();

      act(() => jest.advanceTimersByTime(2000));
      fireEvent.pointerEnter(activeSlide()!.closest('.swiper')!);
      const live = await screen.findByTestId('live');
      expect(live).toHaveTextContent('Second');
      // Second had been on screen 2 s of its 5: Swiper's autoplay gives it the other 3.
      expect(live).toHaveAttribute('data-preview-ms', '2000');
    } finally {
      jest.useRealTimers();
    }
  });

  it('a paused preview stays on its slide, and moves again a full turn after play', () => {
    jest.useFakeTimers();
    try {
      const { rerender } = renderCarousel({ loadWhenNear: false, autoplay: { delayMs: 5000, paused: true } });
      act(() => jest.advanceTimersByTime(20_000));
      expect(activeSlide()).toHaveTextContent('First');

      rerender(carousel({ loadWhenNear: false, autoplay: { delayMs: 5000, paused: false } }));
      act(() => jest.advanceTimersByTime(4999));
      expect(activeSlide()).toHaveTextContent('First');
      act(() => jest.advanceTimersByTime(1));
      expect(activeSlide()).toHaveTextContent('Second');
    } finally {
      jest.useRealTimers();
    }
  });

  it('follows a step asked for by the page (the hero arrows), from the slide the preview shows', async () => {
    jest.useFakeTimers();
    try {
      const props = { loadWhenNear: false, autoplay: { delayMs: 5000, paused: false } };
      const { rerender } = renderCarousel(props);
      act(() => jest.advanceTimersByTime(5000));
      rerender(carousel({ ...props, requestedStep: { by: 1 } }));
      expect(await screen.findByTestId('live')).toHaveTextContent('Third');
    } finally {
      jest.useRealTimers();
    }
  });

  it('steps back from the first slide to the last', async () => {
    const { rerender } = renderCarousel({ loadWhenNear: false });
    rerender(carousel({ loadWhenNear: false, requestedStep: { by: -1 } }));
    expect(await screen.findByTestId('live')).toHaveTextContent('Third');
  });
});
