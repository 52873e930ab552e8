import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useFocusCarryOver } from './useFocusCarryOver';
import { ONE_SLIDE, previewLayoutClasses, type CarouselLayout } from './carouselLayout';
import './carouselPreview.css';

/** The part of a Swiper instance DeferredCarousel needs (shared does not depend on Swiper). */
export interface CarouselInstance {
  el: HTMLElement;
}

/** What DeferredCarousel hands the Swiper version of a carousel, on top of the caller's props. */
export interface LiveCarouselProps<I extends CarouselInstance = CarouselInstance> {
  slides: readonly ReactNode[];
  /** The Swiper root's classes, the preview's too. */
  className: string;
  /** Slides per view and gap, which the preview was laid out with: see swiperLayout. */
  layout: CarouselLayout;
  /** The slide the preview was showing or the visitor asked for. */
  initialSlide: number;
  /** How long that slide had been on screen (0 for one just asked for), so an autoplaying carousel keeps its rhythm. */
  previewMs: number;
  onSwiper: (swiper: I) => void;
}

export interface DeferredCarouselProps<P extends object, I extends CarouselInstance> {
  /** The Swiper version in its own chunk, e.g. `() => import('./FadingSwiper')`. */
  load: () => Promise<{ default: ComponentType<P & LiveCarouselProps<I>> }>;
  /** The slides, rendered the same way by the preview and by the Swiper version. */
  slides: readonly ReactNode[];
  /** Props for the Swiper version besides those of LiveCarouselProps. */
  swiperProps: P;
  /** Classes of the Swiper root, so the preview is laid out as the carousel's first view. */
  className: string;
  /** Slides per view by width, and the gap: the preview's first view and Swiper's (default one slide). */
  layout?: CarouselLayout;
  /** Whether the carousel has bullets (Swiper's Pagination), which the preview then shows too. */
  bullets?: boolean;
  /** Load as the carousel comes near the screen (default). The home hero, always on screen, does not. */
  loadWhenNear?: boolean;
  /**
   * A one-slide carousel that cross-fades by itself (the home hero): its preview fades to the next
   * slide every `delayMs` too, unless `paused`, so Swiper is needed only once a visitor reaches for it.
   */
  autoplay?: { delayMs: number; paused: boolean };
  /**
   * Set by the page to bring in the Swiper version a step from the slide the preview shows (the
   * hero's own arrows); a new object for each press.
   */
  requestedStep?: { by: number } | null;
  onSwiper?: (swiper: I) => void;
}

/**
 * Shows a carousel's first view as plain markup and swaps in the Swiper version, which brings
 * Swiper with it, only when the carousel is needed: near the screen, touched, hovered or focused,
 * or a bullet pressed. A cross-fading preview with `autoplay` moves by itself meanwhile. Pages
 * with carousels then paint and answer sooner, and a page whose carousels stay below the fold, or
 * whose hero is only watched, never downloads Swiper at all (docs/decisions/deferred-carousels.md).
 */
export function DeferredCarousel<P extends object, I extends CarouselInstance>({
  load,
  slides,
  swiperProps,
  className,
  layout = ONE_SLIDE,
  bullets = true,
  loadWhenNear = true,
  autoplay,
  requestedStep = null,
  onSwiper,
}: DeferredCarouselProps<P, I>) {
  const previewRef = useRef<HTMLDivElement>(null);
  // The slide the preview shows (the first, unless it fades by itself), in a ref too for the
  // observer's callback, and since when: the Swiper version keeps the rhythm.
  const [active, setActive] = useState(0);
  const activeRef = useRef(0);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  // `asked`: the visitor chose the slide (a bullet, the hero's arrows), so the swap need not wait for focus to leave.
  const [wanted, setWanted] = useState<{ slide: number; previewMs: number; asked: boolean } | null>(null);
  const [Live, setLive] = useState<ComponentType<P & LiveCarouselProps<I>> | null>(null);
  const loading = useRef(false);
  const focus = useFocusCarryOver(previewRef);

  // The preview stays, the same elements, until the Swiper version has arrived and, unless the
  // visitor asked for a slide, until focus has left the preview: a keyboard user walking through
  // it keeps their place. A bullet pressed meanwhile decides the slide; the other triggers only wake it.
  // previewMs: how long the slide has been on screen, 0 for one the preview was not showing.
  const show = (slide: number) =>
    setWanted({ slide, previewMs: slide === activeRef.current ? performance.now() - shownAt.current : 0, asked: true });
  const wake = () =>
    setWanted((current) => current ?? { slide: activeRef.current, previewMs: performance.now() - shownAt.current, asked: false });

  // The preview's own cross-fade, until the Swiper version takes over: a full turn per slide, as
  // Swiper's autoplay gives after a pause.
  const fadeDelayMs = autoplay && !autoplay.paused && !wanted ? autoplay.delayMs : null;
  useEffect(() => {
    if (fadeDelayMs === null) return undefined;
    const timer = setTimeout(() => {
      activeRef.current = (activeRef.current + 1) % slides.length;
      shownAt.current = performance.now();
      setActive(activeRef.current);
    }, fadeDelayMs);
    return () => clearTimeout(timer);
  }, [fadeDelayMs, active, slides.length]);

  useEffect(() => {
    if (!wanted || Live || loading.current) return;
    loading.current = true;
    load().then(
      (module) => setLive(() => module.default),
      // Offline or a failed deploy: the carousel stays as its first view; the next touch tries again.
      () => {
        loading.current = false;
        setWanted(null);
      },
    );
  }, [wanted, Live, load]);

  useEffect(() => {
    if (requestedStep) show((activeRef.current + requestedStep.by + slides.length) % slides.length);
  }, [requestedStep, slides.length]);

  useEffect(() => {
    if (wanted) return undefined;
    const element = previewRef.current;
    // Without IntersectionObserver (old browsers, jsdom) there is no "near": load at once.
    if (loadWhenNear && typeof IntersectionObserver === 'undefined') wake();
    const observer =
      loadWhenNear && element && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: '100% 0px' })
        : undefined;
    if (element) observer?.observe(element);
    return () => observer?.disconnect();
  }, [wanted, loadWhenNear]);

  const preview = (
    <div
      ref={previewRef}
      className={`swiper ${className} ${autoplay ? 'tv-carousel-fade' : previewLayoutClasses(layout)}`}
      onPointerEnter={wake}
      onTouchStart={wake}
      onFocus={(event) => {
        focus.remember(event);
        wake();
      }}
      onBlur={focus.leave}
    >
      <div className="swiper-wrapper">
        {slides.map((slide, index) => (
          <div key={index} className={index === active ? 'swiper-slide swiper-slide-active' : 'swiper-slide'}>
            {slide}
          </div>
        ))}
      </div>
      {bullets && (
        <div className="swiper-pagination swiper-pagination-clickable swiper-pagination-bullets swiper-pagination-horizontal">
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className={index === active ? 'swiper-pagination-bullet swiper-pagination-bullet-active' : 'swiper-pagination-bullet'}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === active || undefined}
              onClick={() => show(index)}
            />
          ))}
        </div>
      )}
    </div>
  );

  if (!Live || !wanted || (focus.within && !wanted.asked)) return preview;
  const liveProps = {
    ...swiperProps,
    slides,
    className,
    layout,
    initialSlide: wanted.slide,
    previewMs: wanted.previewMs,
    onSwiper: (swiper: I) => {
      focus.restore(swiper.el);
      onSwiper?.(swiper);
    },
  } as P & LiveCarouselProps<I>;
  return <Live {...liveProps} />;
}
