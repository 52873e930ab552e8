import { FaPause, FaPlay, FaVideoSlash } from 'react-icons/fa6';
import { FarmScene, SectionTitle } from 'shared';
import { benefitsBlock } from '../../data/benefits';
import { CheckList } from '../common/CheckList';
import { useEmbeddedFilm, type EmbeddedFilm } from '../common/useEmbeddedFilm';
import './benefits.css';

const TOGGLE: Record<EmbeddedFilm['state'], { icon: typeof FaPlay; label: string }> = {
  off: { icon: FaPlay, label: 'Play background video' },
  loading: { icon: FaPause, label: 'Loading background video…' },
  ready: { icon: FaPause, label: 'Loading background video…' },
  playing: { icon: FaPause, label: 'Pause background video' },
  unavailable: { icon: FaVideoSlash, label: 'Film unavailable' },
};

/**
 * The benefits block over a video background. It opens on a drawn poster; the muted, looping
 * farm film (from 10 s) is only inserted when the visitor turns it on, so the page stays fast and
 * loads nothing third-party uninvited. The poster stays until the film really plays: offline, or
 * with the video host blocked, the block keeps its poster and text and the control says so.
 */
export function BenefitsVideo() {
  const { video } = benefitsBlock;
  // The frame's ref apart, or react-hooks/refs takes the whole object for a ref and its state for a ref read.
  const { watchFrame, ...film } = useEmbeddedFilm(video.id, { startSeconds: video.startSeconds, background: true });
  const unavailable = film.state === 'unavailable';
  const toggle = TOGGLE[film.state];

  return (
    <section className="farm-benefits">
      <div className="farm-benefits__background" aria-hidden="true">
        <FarmScene tone="golden" className="farm-benefits__poster" />
        {film.framed && (
          <iframe
            ref={watchFrame}
            className={`farm-benefits__video${film.state === 'playing' ? ' is-playing' : ''}`}
            src={film.src}
            title={video.title}
            tabIndex={-1}
            allow="autoplay; encrypted-media"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </div>
      <div className="tv-container farm-benefits__content">
        <div className="farm-benefits__card">
          <SectionTitle eyebrow={benefitsBlock.eyebrow} title={benefitsBlock.title} align="start">
            <p>{benefitsBlock.text}</p>
          </SectionTitle>
          <CheckList items={benefitsBlock.benefits} className="farm-benefits__list" />
        </div>
        <button
          type="button"
          className="farm-benefits__toggle"
          aria-pressed={film.framed}
          // Stays focusable, so focus is not lost when the film turns out to be unavailable.
          aria-disabled={unavailable || undefined}
          onClick={() => {
            if (unavailable) return;
            if (film.framed) film.stop();
            else film.start();
          }}
        >
          <toggle.icon aria-hidden /> {toggle.label}
        </button>
        <p className="tv-visually-hidden" role="status">
          {unavailable ? 'The farm film cannot be loaded right now.' : ''}
        </p>
      </div>
    </section>
  );
}
