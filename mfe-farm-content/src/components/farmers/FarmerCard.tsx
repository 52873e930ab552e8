import { Link } from 'react-router-dom';
import { FaPhone } from 'react-icons/fa6';
import type { Farmer } from '../../data/farmers';
import { telHref } from './phone';
import './farmerCardText.css';
import './farmers.css';

/** A member card: portrait, name linking to the member's page, role and phone. */
export function FarmerCard({ farmer }: { farmer: Farmer }) {
  return (
    <article className="farm-member">
      <Link to={`/farmer-details/${farmer.id}`} className="farm-member__portrait" tabIndex={-1} aria-hidden="true">
        <img src={farmer.thumb} alt="" width="400" height="460" loading="lazy" />
      </Link>
      <div className="farm-member__body">
        <h3 className="farm-member__name">
          <Link to={`/farmer-details/${farmer.id}`}>{farmer.name}</Link>
        </h3>
        <p className="farm-member__title">{farmer.title}</p>
        <a className="farm-member__phone" href={telHref(farmer.phone)}>
          <FaPhone aria-hidden="true" /> {farmer.phone}
        </a>
      </div>
    </article>
  );
}
