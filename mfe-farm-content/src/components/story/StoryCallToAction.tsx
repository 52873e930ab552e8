import { Link } from 'react-router-dom';
import type { StoryCta } from '../../data/story';
import './story.css';

/** A closing band with a title, a line of text and up to two links. */
export function StoryCallToAction({ title, text, primary, secondary }: StoryCta) {
  return (
    <section className="farm-cta" aria-labelledby="farm-cta-title">
      <div className="tv-container farm-cta__inner">
        <div>
          <h2 id="farm-cta-title" className="farm-cta__title">
            {title}
          </h2>
          <p className="farm-cta__text">{text}</p>
        </div>
        <div className="farm-cta__actions">
          <Link to={primary.to} className="tv-button tv-button--harvest">
            {primary.label}
          </Link>
          {secondary && (
            <Link to={secondary.to} className="tv-button farm-cta__secondary">
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
