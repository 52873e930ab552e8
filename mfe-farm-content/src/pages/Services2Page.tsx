import { PageBanner, usePageMeta } from 'shared';
import { StoryBlock } from '../components/services/StoryBlock';
import { ServiceCardsCarousel } from '../components/services/ServiceCardsCarousel';
import { BrandCarousel } from '../components/services/BrandCarousel';
import { FeatureList } from '../components/common/FeatureList';
import { WhyChooseUs } from '../components/common/WhyChooseUs';

export default function Services2Page() {
  // A title of its own: /services is "Services", and the sitemap lists each title once
  // (docs/architecture.md#one-canonical-address-per-page).
  usePageMeta({
    title: 'Our Story and Services',
    description: 'The story of Terra Verde and everything our organic farm offers, from fresh vegetables to raw honey.',
  });
  return (
    <>
      <PageBanner title="Services" />
      <StoryBlock />
      <ServiceCardsCarousel />
      <FeatureList />
      <WhyChooseUs />
      <BrandCarousel />
    </>
  );
}
