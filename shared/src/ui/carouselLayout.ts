/**
 * How many slides a carousel shows at each window width, and the space between them: one
 * description that lays out both the preview (plain markup, by the classes of
 * carouselPreview.css) and the Swiper version, so Swiper taking over moves nothing
 * (docs/product.md#carousels).
 */

/**
 * The slide counts the preview's stylesheet has rules for, by minimum window width (0: below the
 * first). A carousel with another pair needs its rules in carouselPreview.css and its entry here.
 */
export const PREVIEW_VIEWS = {
  0: [1, 2],
  768: [2, 3],
  991: [2],
  992: [3, 4],
  1199: [5],
  1400: [3, 4],
} as const;

type PreviewViews = typeof PREVIEW_VIEWS;
type PreviewBreakpoint = keyof PreviewViews;

/** The gaps the preview's stylesheet has a class for, px. */
export const PREVIEW_GAPS = [0, 20, 24] as const;

export interface CarouselLayout {
  /** Slides on screen from a minimum window width up; `0` is below the first width. */
  perView: { readonly [B in PreviewBreakpoint]?: PreviewViews[B][number] } & { readonly 0: PreviewViews[0][number] };
  /** Space between two slides, px. */
  gapPx: (typeof PREVIEW_GAPS)[number];
}

/** One slide at a time at every width: the hero and the testimonials. */
export const ONE_SLIDE: CarouselLayout = { perView: { 0: 1 }, gapPx: 0 };

const widths = (layout: CarouselLayout) => (Object.keys(layout.perView).map(Number) as PreviewBreakpoint[]).sort((a, b) => a - b);

/** The classes that lay the preview out as the carousel's first view. */
export function previewLayoutClasses(layout: CarouselLayout): string {
  const views = widths(layout).map((width) => `tv-carousel-view-${width}-${layout.perView[width]}`);
  return ['tv-carousel-preview', `tv-carousel-gap-${layout.gapPx}`, ...views].join(' ');
}

/** The same layout as Swiper's options (Swiper measures the window's width, as the media queries do). */
export function swiperLayout(layout: CarouselLayout) {
  const breakpoints = Object.fromEntries(
    widths(layout)
      .filter((width) => width > 0)
      .map((width) => [width, { slidesPerView: layout.perView[width]! }]),
  );
  return { slidesPerView: layout.perView[0], spaceBetween: layout.gapPx, breakpoints };
}
