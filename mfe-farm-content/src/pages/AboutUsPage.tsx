import { PageBanner, usePageMeta } from 'shared';
import { AboutBlock } from '../components/about/AboutBlock';
import { Timeline } from '../components/about/Timeline';
import { HealthyLife } from '../components/about/HealthyLife';
import { TeamCarousel } from '../components/about/TeamCarousel';

export default function AboutUsPage() {
  usePageMeta({
    title: 'About Us',
    description: 'Meet Terra Verde: a family organic farm in Santa Catarina, its history, its values and the farmers behind the harvest.',
  });
  return (
    <>
      <PageBanner title="About Us" />
      <AboutBlock />
      <Timeline />
      <HealthyLife />
      <TeamCarousel />
    </>
  );
}
