import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { FaQuoteLeft } from 'react-icons/fa6';
import { DeferredCarousel, StarRating } from 'shared';
import { testimonialsSection, type Testimonial } from '../../data/testimonials';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { AutoplayToggle, useAutoplayPause } from './AutoplayToggle';
import { CarouselSection } from './CarouselSection';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import './carousel.css';
import './testimonials.css';

const AUTOPLAY_MS = 5000;
const loadFadingSwiper = () => import('./FadingSwiper');

export interface TestimonialsCarouselProps {
  items: readonly Testimonial[];
}

function TestimonialCard({ item }: { item: Testimonial }) {
  return (
    <figure className="farm-testimonials__card">
      <FaQuoteLeft className="farm-testimonials__quote-icon" aria-hidden />
      <blockquote className="farm-testimonials__text">
        <p>{item.testimonial}</p>
      </blockquote>
      <StarRating value={item.ratings} />
      <figcaption className="farm-testimonials__author">
        {/* The quotes sit low on every page that has them: their faces wait until they are near. */}
        <img src={item.thumb} alt="" width="64" height="64" loading="lazy" />
        <span>
          <strong>{item.name}</strong>
          <span className="farm-testimonials__role">{item.designation}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Customer quotes, one at a time, fading and looping (docs/product.md#carousels). */
export function TestimonialsCarousel({ items }: TestimonialsCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Under reduced motion nothing plays, so there is nothing to pause or start.
  const autoplay = useAutoplayPause(reducedMotion ? null : swiper);
  return (
    <CarouselSection className="tv-section--cream farm-testimonials" heading={testimonialsSection}>
      <DeferredCarousel
        load={loadFadingSwiper}
        slides={items.map((item) => (
          <TestimonialCard key={item.id} item={item} />
        ))}
        swiperProps={{ autoplayMs: AUTOPLAY_MS }}
        className="farm-testimonials__carousel farm-carousel-bullets"
        onSwiper={setSwiper}
      />
      {!reducedMotion && (
        <div className="farm-testimonials__controls">
          <AutoplayToggle paused={autoplay.paused} onToggle={autoplay.toggle} label="testimonials" />
        </div>
      )}
    </CarouselSection>
  );
}
