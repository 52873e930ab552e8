import { Link } from 'react-router-dom';
import { FaArrowRight } from 'react-icons/fa6';
import { serviceDetailsPath, type CatalogueService } from '../../data/serviceCatalogue';
import './serviceCard.css';

/** One of the 8 sample services, leading to its details page. */
export function ServiceCard({ service }: { service: CatalogueService }) {
  return (
    <article className="farm-service-card">
      <div className="farm-service-card__art">
        <img src={service.thumb} alt="" width="140" height="140" loading="lazy" />
        <span className="farm-service-card__icon">
          <img src={service.icon} alt="" width="36" height="36" loading="lazy" />
        </span>
      </div>
      <div className="farm-service-card__body">
        <p className="tv-eyebrow">{service.category}</p>
        <h3 className="farm-service-card__title">
          <Link to={serviceDetailsPath(service.id)}>{service.title}</Link>
        </h3>
        <p className="farm-service-card__text">{service.summary}</p>
        <span className="farm-service-card__more" aria-hidden="true">
          Read more <FaArrowRight />
        </span>
      </div>
    </article>
  );
}
