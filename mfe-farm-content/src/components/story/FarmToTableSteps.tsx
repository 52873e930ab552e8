import type { FarmToTableStep } from '../../data/farmToTable';
import './story.css';

/** The four numbered steps from field to table, as an ordered list. */
export function FarmToTableSteps({ steps }: { steps: readonly FarmToTableStep[] }) {
  return (
    <ol className="tv-grid farm-steps">
      {steps.map((step, index) => (
        <li key={step.id} className="farm-steps__item">
          <span className="farm-steps__number" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          {/* On a phone only the first step is on the first screen. */}
          <img className="farm-steps__icon" src={step.icon} alt="" width="96" height="96" loading={index === 0 ? undefined : 'lazy'} />
          <h3 className="farm-steps__title">{step.title}</h3>
          <p className="farm-steps__text">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
