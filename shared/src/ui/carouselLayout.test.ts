import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PREVIEW_GAPS, PREVIEW_VIEWS, previewLayoutClasses, swiperLayout, type CarouselLayout } from './carouselLayout';

const RELATED: CarouselLayout = { perView: { 0: 1, 768: 2, 992: 3, 1400: 4 }, gapPx: 24 };

describe('a carousel layout', () => {
  it('gives Swiper the slides per view by width and the gap', () => {
    expect(swiperLayout(RELATED)).toEqual({
      slidesPerView: 1,
      spaceBetween: 24,
      breakpoints: { 768: { slidesPerView: 2 }, 992: { slidesPerView: 3 }, 1400: { slidesPerView: 4 } },
    });
  });

  it('gives the preview one class per width, narrowest first, and the gap', () => {
    expect(previewLayoutClasses(RELATED).split(' ')).toEqual([
      'tv-carousel-preview',
      'tv-carousel-gap-24',
      'tv-carousel-view-0-1',
      'tv-carousel-view-768-2',
      'tv-carousel-view-992-3',
      'tv-carousel-view-1400-4',
    ]);
  });
});

describe("the preview's stylesheet", () => {
  const css = readFileSync(path.join(__dirname, 'carouselPreview.css'), 'utf8');
  /** Each rule's selector with the media query it sits in (none: 0). */
  const blocks = [...css.matchAll(/@media \(min-width: (\d+)px\) \{([\s\S]*?)\n\}/g)].map(([, width, body]) => ({
    width: Number(width),
    body,
  }));
  const outside = css.replace(/@media[\s\S]*?\n\}/g, '');
  const bodyAt = (width: number) =>
    width === 0
      ? outside
      : blocks
          .filter((block) => block.width === width)
          .map((block) => block.body)
          .join('\n');

  it('has the slide count, the shown slides and the hidden ones of every view a layout may name, under its width', () => {
    for (const [width, counts] of Object.entries(PREVIEW_VIEWS)) {
      for (const count of counts) {
        const body = bodyAt(Number(width));
        const view = `.tv-carousel-view-${width}-${count}`;
        expect(body).toMatch(new RegExp(`${view.replace('.', '\\.')} \\{\\s*--tv-carousel-per-view: ${count};`));
        expect(body).toContain(`${view} > .swiper-wrapper > .swiper-slide:nth-child(-n + ${count}) {`);
        expect(body).toContain(`${view} > .swiper-wrapper > .swiper-slide:nth-child(n + ${count + 1}) {`);
      }
    }
  });

  it('goes by ascending width, so the widest matching view wins', () => {
    const widths = blocks.map((block) => block.width);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
  });

  it('has every gap a layout may name', () => {
    for (const gap of PREVIEW_GAPS) expect(outside).toContain(`.tv-carousel-gap-${gap} {\n  --tv-carousel-gap: ${gap}px;`);
  });
});
