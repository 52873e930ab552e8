import { SectionTitle } from 'shared';
import { progressItems, whyChooseUs } from '../../data/progress';
import { ProgressRing } from './ProgressRing';
import './whyChooseUs.css';

/** Why-choose-us with the three progress rings (83, 60, 83). */
export function WhyChooseUs() {
  return (
    <section className="tv-section farm-why">
      <div className="tv-container tv-split">
        <div className="farm-why__text">
          <SectionTitle eyebrow={whyChooseUs.eyebrow} title={whyChooseUs.title} align="start">
            <p>{whyChooseUs.text}</p>
          </SectionTitle>
        </div>
        <ul className="farm-why__rings">
          {progressItems.map((item) => (
            <li key={item.id}>
              <ProgressRing title={item.title} end={item.end} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
