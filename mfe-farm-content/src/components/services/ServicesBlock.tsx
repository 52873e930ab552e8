import { Link } from 'react-router-dom';
import { FaArrowRight } from 'react-icons/fa6';
import { SectionTitle } from 'shared';
import { farmServices, servicesSection } from '../../data/services';
import { serviceDetailsPath } from '../../data/serviceCatalogue';
import './servicesBlock.css';

/** What the farm grows: Vegetables, Fruits, Grains. */
export function ServicesBlock() {
  return (
    <section className="tv-section tv-section--cream farm-services">
      <div className="tv-container">
        <SectionTitle eyebrow={servicesSection.eyebrow} title={servicesSection.title} />
        <ul className="tv-grid farm-services__list">
          {farmServices.map((service) => (
            <li key={service.id} className="farm-services__card">
              <img src={service.image} alt="" width="96" height="96" loading="lazy" />
              <h3 className="farm-services__title">{service.title}</h3>
              <p className="farm-services__text">{service.description}</p>
              <Link to={serviceDetailsPath(service.detailsId)} className="farm-services__more">
                Read more<span className="tv-visually-hidden"> about {service.title}</span> <FaArrowRight aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
