import { SectionTitle } from 'shared';
import { healthyLife } from '../../data/healthyLife';
import './healthyLife.css';

/** Why fresh organic food matters, beside a trio of produce illustrations. */
export function HealthyLife() {
  return (
    <section className="tv-section farm-healthy">
      <div className="tv-container tv-split farm-healthy__inner">
        <div>
          <SectionTitle eyebrow={healthyLife.eyebrow} title={healthyLife.title} align="start">
            <p>{healthyLife.text}</p>
          </SectionTitle>
          <ul className="farm-healthy__points">
            {healthyLife.points.map((point) => (
              <li key={point.id}>
                <h3>{point.title}</h3>
                <p>{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <ul className="tv-grid farm-healthy__art">
          {healthyLife.images.map((image) => (
            <li key={image.id}>
              <img src={image.src} alt={image.alt} width="140" height="140" loading="lazy" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
