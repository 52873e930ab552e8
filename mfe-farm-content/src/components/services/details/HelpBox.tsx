import { Link } from 'react-router-dom';
import { FaEnvelope, FaPhone } from 'react-icons/fa6';
import { BRAND } from 'contract';
import { serviceDetailsCopy } from '../../../data/serviceCatalogue';

/** Phone, e-mail and a way to the contact page. */
export function HelpBox() {
  return (
    <aside className="farm-details__box farm-details__help" aria-labelledby="farm-details-help-title">
      <h2 id="farm-details-help-title" className="farm-details__box-title">
        {serviceDetailsCopy.helpTitle}
      </h2>
      <p>{serviceDetailsCopy.helpText}</p>
      <p>
        <a href={BRAND.phone.href} className="farm-details__help-line">
          <FaPhone aria-hidden /> {BRAND.phone.label}
        </a>
      </p>
      <p>
        <a href={BRAND.email.href} className="farm-details__help-line">
          <FaEnvelope aria-hidden /> {BRAND.email.label}
        </a>
      </p>
      <Link to="/contact" className="tv-button tv-button--harvest">
        Contact Us
      </Link>
    </aside>
  );
}
