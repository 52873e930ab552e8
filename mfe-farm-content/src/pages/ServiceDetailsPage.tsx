import { useParams } from 'react-router-dom';
import { PageBanner, usePageMeta } from 'shared';
import { serviceFaq } from '../data/faq';
import { findServiceById, serviceDetailsCopy } from '../data/serviceCatalogue';
import { ServiceSidebar } from '../components/services/details/ServiceSidebar';
import { HelpBox } from '../components/services/details/HelpBox';
import { FaqAccordion } from '../components/services/details/FaqAccordion';
import { OfferedServices } from '../components/services/details/OfferedServices';
import '../components/services/details/details.css';

/** One of the 8 services by numeric id; an unknown id shows the banner only (docs/product.md#service-details). */
export default function ServiceDetailsPage() {
  const { id } = useParams();
  const service = /^\d+$/.test(id ?? '') ? findServiceById(Number(id)) : undefined;
  usePageMeta({
    title: service ? service.title : 'Service Details',
    description: service?.summary,
  });

  return (
    <>
      <PageBanner title="Service Details" breadcrumb={service?.title ?? 'Service Details'} />
      {service && (
        <section className="tv-section">
          <div className="tv-container farm-details__layout">
            <div className="farm-details__aside">
              <ServiceSidebar />
              <HelpBox />
            </div>
            <article className="farm-details__main">
              <div className="farm-details__hero">
                <img src={service.thumbFull} alt={service.title} width="240" height="240" />
              </div>
              <p className="tv-eyebrow farm-details__category">{service.category}</p>
              <h2>{service.title}</h2>
              <p className="farm-details__lead">{service.summary}</p>
              <p>{serviceDetailsCopy.intro(service.title)}</p>
              <p>{serviceDetailsCopy.body}</p>
              <OfferedServices />
              <section aria-labelledby="farm-details-faq-title">
                <h2 id="farm-details-faq-title">{serviceDetailsCopy.faqTitle}</h2>
                <FaqAccordion items={serviceFaq} />
              </section>
            </article>
          </div>
        </section>
      )}
    </>
  );
}
