import { Link } from 'react-router-dom';
import { FaArrowRight } from 'react-icons/fa6';
import { features } from '../../data/features';
import { serviceDetailsPath } from '../../data/serviceCatalogue';
import './featureList.css';

/** The two headline features, each leading to a service detail page. */
export function FeatureList() {
  return (
    <section className="farm-features" aria-label="Why our produce is different">
      <div className="tv-container">
        <ul className="tv-grid farm-features__list">
          {features.map((feature) => (
            <li key={feature.id} className="farm-features__item">
              <img src={feature.icon} alt="" width="64" height="64" loading="lazy" />
              <div>
                <h3 className="farm-features__title">
                  <Link to={serviceDetailsPath(feature.detailsId)}>{feature.title}</Link>
                </h3>
                <p className="farm-features__text">{feature.description}</p>
              </div>
              <FaArrowRight className="farm-features__arrow" aria-hidden />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
