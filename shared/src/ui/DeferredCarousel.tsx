import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useFocusCarryOver } from './useFocusCarryOver';
import { ONE_SLIDE, previewLayoutClasses, type CarouselLayout } from './carouselLayout';
import './carouselPreview.css';
import { whenIdle } from '../whenIdle';

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
  /** How long the preview had been on screen, so an autoplaying carousel keeps its rhythm. */
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
  /** Load once the browser is idle: a carousel that moves by itself needs Swiper for its first change. */
  loadWhenIdle?: boolean;
  /** Set by the page to bring in the Swiper version showing this slide (the hero's own arrows). */
  requestedSlide?: number | null;
  onSwiper?: (swiper: I) => void;
}

/** The longest an idle-loading carousel waits for idle time: its first change comes 5 s after the page. */
const IDLE_LOAD_LIMIT_MS = 2000;

/**
 * Shows a carousel's first view as plain markup and swaps in the Swiper version, which brings
 * Swiper with it, only when the carousel is needed: near the screen, touched, hovered or focused,
 * a bullet pressed, or (`loadWhenIdle`) the browser idle. Pages with carousels then paint and answer sooner, and
 * a page whose carousels stay below the fold never downloads Swiper at all.
 */
export function DeferredCarousel<P extends object, I extends CarouselInstance>({
  load,
  slides,
  swiperProps,
  className,
  layout = ONE_SLIDE,
  bullets = true,
  loadWhenNear = true,
  loadWhenIdle = false,
  requestedSlide = null,
  onSwiper,
}: DeferredCarouselProps<P, I>) {
  const previewRef = useRef<HTMLDivElement>(null);
  // When the preview was first on screen: the swap waits less the longer it has been read.
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
  const show = (slide: number) => setWanted({ slide, previewMs: performance.now() - shownAt.current, asked: true });
  const wake = () => setWanted((current) => current ?? { slide: 0, previewMs: performance.now() - shownAt.current, asked: false });

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
    if (requestedSlide !== null) show(requestedSlide);
  }, [requestedSlide]);

  useEffect(() => {
    if (wanted) return undefined;
    const element = previewRef.current;
    const cancelIdle = loadWhenIdle ? whenIdle(wake, IDLE_LOAD_LIMIT_MS) : undefined;
    // Without IntersectionObserver (old browsers, jsdom) there is no "near": load at once.
    if (loadWhenNear && typeof IntersectionObserver === 'undefined') wake();
    const observer =
      loadWhenNear && element && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: '100% 0px' })
        : undefined;
    if (element) observer?.observe(element);
    return () => {
      cancelIdle?.();
      observer?.disconnect();
    };
  }, [wanted, loadWhenIdle, loadWhenNear]);

  const preview = (
    <div
      ref={previewRef}
      className={`swiper ${className} ${previewLayoutClasses(layout)}`}
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
          <div key={index} className={index === 0 ? 'swiper-slide swiper-slide-active' : 'swiper-slide'}>
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
              className={index === 0 ? 'swiper-pagination-bullet swiper-pagination-bullet-active' : 'swiper-pagination-bullet'}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === 0 || undefined}
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
