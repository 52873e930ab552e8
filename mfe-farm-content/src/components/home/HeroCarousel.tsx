import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, EffectFade, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { FaArrowLeft, FaArrowRight } from 'react-icons/fa6';
import { FarmScene } from 'shared';
import { heroBanners, type HeroBanner } from '../../data/hero';
import { CAROUSEL_A11Y, CLICKABLE_BULLETS, carouselAutoplay } from '../common/carousel';
import { usePrefersReducedMotion } from '../common/usePrefersReducedMotion';
import { AutoplayToggle } from '../common/AutoplayToggle';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import '../common/carousel.css';
import './hero.css';

/** SPEC.md section 9: hero autoplay 5000 ms, loop, fade with cross-fade. */
const HERO_AUTOPLAY_MS = 5000;

/** "Fresh Farm Produce" → <strong>Fresh</strong> Farm Produce. */
function HeroTitle({ title }: { title: string }) {
  const [first = '', ...rest] = title.split(' ');
  return (
    <h2 className="farm-hero__title">
      <strong>{first}</strong> {rest.join(' ')}
    </h2>
  );
}

function HeroSlide({ banner, active }: { banner: HeroBanner; active: boolean }) {
  return (
    // Hidden slides stay out of the tab order and the accessibility tree.
    <div className="farm-hero__slide" inert={!active}>
      <FarmScene tone={banner.shape} className="farm-hero__scene" />
      <div className="tv-container farm-hero__content">
        <div className="farm-hero__text">
          <HeroTitle title={banner.title} />
          <p className="farm-hero__description">{banner.description}</p>
          <Link to="/shop" className="tv-button tv-button--harvest">
            {banner.buttonText}
          </Link>
        </div>
        <div className="farm-hero__art">
          <img src={banner.image} alt={banner.imageAlt} width="320" height="320" fetchPriority={banner.id === 1 ? 'high' : 'auto'} />
          <Link to="/services" className="farm-hero__badge">
            <span>{banner.badgeText}</span>
            <FaArrowRight aria-hidden />
            <span className="tv-visually-hidden">: our services</span>
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The home banner carousel: two looping, cross-fading banners with bullets and arrows. */
export function HeroCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);

  return (
    <section className="farm-hero" aria-roledescription="carousel" aria-label="Featured banners">
      <Swiper
        className="farm-hero__carousel farm-carousel-bullets"
        modules={[A11y, Autoplay, EffectFade, Pagination]}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        direction="horizontal"
        loop
        speed={reducedMotion ? 0 : 800}
        autoplay={carouselAutoplay(HERO_AUTOPLAY_MS, reducedMotion)}
        pagination={CLICKABLE_BULLETS}
        a11y={CAROUSEL_A11Y}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setActiveIndex(instance.realIndex)}
      >
        {heroBanners.map((banner, index) => (
          <SwiperSlide key={banner.id}>
            <HeroSlide banner={banner} active={index === activeIndex} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="farm-hero__arrows">
        {!reducedMotion && <AutoplayToggle swiper={swiper} label="banner rotation" />}
        <button type="button" className="farm-hero__arrow" aria-label="Previous banner" onClick={() => swiper?.slidePrev()}>
          <FaArrowLeft aria-hidden />
        </button>
        <button type="button" className="farm-hero__arrow" aria-label="Next banner" onClick={() => swiper?.slideNext()}>
          <FaArrowRight aria-hidden />
        </button>
      </div>
    </section>
  );
}
