import { InertHiddenSlides, markHiddenSlidesInert } from './inertHiddenSlides';

function slide(shown: boolean): HTMLElement {
  const element = document.createElement('div');
  element.className = shown ? 'swiper-slide swiper-slide-visible' : 'swiper-slide';
  return element;
}

describe('carousel slides and the keyboard', () => {
  it('takes off-screen slides out of the Tab order and gives shown slides back', () => {
    const slides = [slide(true), slide(false), slide(true)];
    slides[2].inert = true;
    markHiddenSlidesInert(slides);
    expect(slides.map((s) => s.inert)).toEqual([false, true, false]);
  });

  it('asks Swiper to track which slides are shown, and re-marks them after every move', () => {
    const handlers = new Map<string, () => void>();
    // swiper/react passes every default, watchSlidesProgress: false included.
    const swiper = {
      slides: [slide(false), slide(true)],
      destroyed: false,
      params: { watchSlidesProgress: false },
      originalParams: { watchSlidesProgress: false },
    };
    InertHiddenSlides({ swiper, on: (event, handler) => handlers.set(event, handler) });
    handlers.get('beforeInit')!();
    expect(swiper.params.watchSlidesProgress).toBe(true);
    expect(swiper.originalParams.watchSlidesProgress).toBe(true);

    handlers.get('afterInit')!();
    expect(swiper.slides.map((s) => s.inert)).toEqual([true, false]);
    swiper.slides.forEach((s) => s.classList.toggle('swiper-slide-visible'));
    handlers.get('slideChangeTransitionEnd')!();
    expect(swiper.slides.map((s) => s.inert)).toEqual([false, true]);
  });
});
