import { FaCircleCheck } from 'react-icons/fa6';
import { serviceDetailsCopy } from '../../../data/serviceCatalogue';

/** What comes with every service. */
export function OfferedServices() {
  return (
    <section className="farm-details__offered" aria-labelledby="farm-details-offered-title">
      <h2 id="farm-details-offered-title">{serviceDetailsCopy.offeredTitle}</h2>
      <ul>
        {serviceDetailsCopy.offered.map((line) => (
          <li key={line}>
            <FaCircleCheck aria-hidden /> {line}
          </li>
        ))}
      </ul>
    </section>
  );
}
