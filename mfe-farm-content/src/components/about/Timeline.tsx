import { SectionTitle } from 'shared';
import { timeline, timelineSection } from '../../data/timeline';
import './timeline.css';

/** The farm's four milestones. */
export function Timeline() {
  return (
    <section className="tv-section tv-section--cream farm-timeline">
      <div className="tv-container">
        <SectionTitle eyebrow={timelineSection.eyebrow} title={timelineSection.title} />
        <ol className="tv-grid farm-timeline__list">
          {timeline.map((entry) => (
            <li key={entry.id} className="farm-timeline__item">
              <span className="farm-timeline__year">{entry.year}</span>
              <h3 className="farm-timeline__title">{entry.title}</h3>
              <p className="tv-muted">{entry.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
