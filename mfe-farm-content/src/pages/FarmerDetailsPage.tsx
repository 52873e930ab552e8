import { useParams } from 'react-router-dom';
import { PageBanner, usePageMeta } from 'shared';
import { FarmerProfile } from '../components/farmers/FarmerProfile';
import { findFarmerById } from '../data/farmers';

/** One member; an unknown id shows the banner only (docs/product.md#farmer-details). */
export default function FarmerDetailsPage() {
  const { id } = useParams();
  const farmer = findFarmerById(id);
  usePageMeta({
    title: farmer ? farmer.name : 'Farmer Details',
    description: farmer ? `${farmer.name}, ${farmer.title} at Terra Verde: skills and contact.` : undefined,
  });
  return (
    <>
      <PageBanner title="Farmer Details" breadcrumb={farmer?.name ?? 'Farmer Details'} />
      {farmer && (
        <section className="tv-section">
          <div className="tv-container">
            <FarmerProfile farmer={farmer} />
          </div>
        </section>
      )}
    </>
  );
}
