import { PageBanner, usePageMeta } from 'shared';
import { ServicesBlock } from '../components/services/ServicesBlock';
import { BrandCarousel } from '../components/services/BrandCarousel';
import { CategoryList } from '../components/common/CategoryList';
import { TestimonialsCarousel } from '../components/common/TestimonialsCarousel';
import { WhyChooseUs } from '../components/common/WhyChooseUs';
import { servicesTestimonials } from '../data/testimonials';

export default function ServicesPage() {
  usePageMeta({
    title: 'Services',
    description: 'Organic vegetables, fruits and grains from Terra Verde, grown for families, chefs, schools and market vendors.',
  });
  return (
    <>
      <PageBanner title="Services" />
      <ServicesBlock />
      <CategoryList />
      <TestimonialsCarousel items={servicesTestimonials} />
      <WhyChooseUs />
      <BrandCarousel />
    </>
  );
}
