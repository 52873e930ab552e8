import { BelowTheFold, usePageMeta } from 'shared';
import { BRAND } from 'contract';
import { HeroCarousel } from '../components/home/HeroCarousel';
import { BenefitsVideo } from '../components/home/BenefitsVideo';
import { GalleryCarousel } from '../components/home/GalleryCarousel';
import { AboutBlock } from '../components/about/AboutBlock';
import { ServicesBlock } from '../components/services/ServicesBlock';
import { FeatureList } from '../components/common/FeatureList';
import { CategoryList } from '../components/common/CategoryList';
import { TestimonialsCarousel } from '../components/common/TestimonialsCarousel';
import { WhyChooseUs } from '../components/common/WhyChooseUs';
import { ContactSection } from '../components/forms/ContactSection';
import { testimonials } from '../data/testimonials';

/** The home page: the hero carousel is its banner, so the page's h1 is for assistive tech only. */
export default function HomePage() {
  usePageMeta({ title: 'Home', fullTitle: 'Terra Verde | Fresh Organic Farm Produce' });
  return (
    <>
      <h1 className="tv-visually-hidden">
        {BRAND.name}: {BRAND.tagline}
      </h1>
      <HeroCarousel />
      <FeatureList />
      <BelowTheFold>
        <AboutBlock />
        <ServicesBlock />
        <BenefitsVideo />
        <CategoryList />
        <TestimonialsCarousel items={testimonials} />
        <GalleryCarousel />
        <WhyChooseUs />
        <ContactSection />
      </BelowTheFold>
    </>
  );
}
