import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { FaArrowLeft, FaArrowRight } from 'react-icons/fa6';
import { DeferredCarousel } from 'shared';
import { heroBanners } from '../../data/hero';
import { usePrefersReducedMotion } from '../common/usePrefersReducedMotion';
import { AutoplayToggle, useAutoplayPause } from '../common/AutoplayToggle';
import { HeroSlide } from './HeroSlide';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import '../common/carousel.css';
import './hero.css';

/** Hero autoplay 5000 ms, loop, fade with cross-fade (docs/product.md#carousels). */
const HERO_AUTOPLAY_MS = 5000;
const HERO_FADE_MS = 800;

const loadFadingSwiper = () => import('../common/FadingSwiper');
const slides = heroBanners.map((banner, index) => <HeroSlide key={banner.id} banner={banner} first={index === 0} />);

/** The home banner carousel: two looping, cross-fading banners with bullets and arrows. */
export function HeroCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Under reduced motion nothing plays, so there is nothing to pause or start.
  const rotation = useAutoplayPause(reducedMotion ? null : swiper);
  // Before Swiper has arrived an arrow asks the preview for the neighbour of the banner it shows.
  const [requestedStep, setRequestedStep] = useState<{ by: number } | null>(null);
  const step = (by: number) => {
    if (swiper) return by > 0 ? swiper.slideNext() : swiper.slidePrev();
    return setRequestedStep({ by });
  };

  return (
    <section className="farm-hero" aria-roledescription="carousel" aria-label="Featured banners">
      <DeferredCarousel
        load={loadFadingSwiper}
        slides={slides}
        swiperProps={{ autoplayMs: HERO_AUTOPLAY_MS, speedMs: HERO_FADE_MS }}
        className="farm-hero__carousel farm-carousel-bullets"
        // Always on screen, so "near" would mean at once. The preview fades by itself; Swiper comes
        // at a visitor's hand (hover, touch, focus, an arrow or a bullet).
        loadWhenNear={false}
        autoplay={reducedMotion ? undefined : { delayMs: HERO_AUTOPLAY_MS, paused: rotation.paused }}
        requestedStep={requestedStep}
        onSwiper={setSwiper}
      />
      <div className="farm-hero__arrows">
        {!reducedMotion && <AutoplayToggle paused={rotation.paused} onToggle={rotation.toggle} label="banner rotation" />}
        <button type="button" className="tv-round-button" aria-label="Previous banner" onClick={() => step(-1)}>
          <FaArrowLeft aria-hidden />
        </button>
        <button type="button" className="tv-round-button" aria-label="Next banner" onClick={() => step(1)}>
          <FaArrowRight aria-hidden />
        </button>
      </div>
    </section>
  );
}
