import { PageBanner, SectionTitle, usePageMeta } from 'shared';
import { FarmerCard } from '../components/farmers/FarmerCard';
import { farmers } from '../data/farmers';

export default function FarmersPage() {
  usePageMeta({
    title: 'Farm Members',
    description: 'Meet the six Terra Verde farmers who grow, harvest and deliver our organic produce.',
  });
  return (
    <>
      <PageBanner title="Farm Members" />
      <section className="tv-section">
        <div className="tv-container">
          <SectionTitle eyebrow="Our team" title="The People Behind Your Produce" />
          <ul className="tv-grid farm-members">
            {farmers.map((farmer) => (
              <li key={farmer.id}>
                <FarmerCard farmer={farmer} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
