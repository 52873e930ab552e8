import { useState } from 'react';
import { FaCheck, FaPause, FaPlay } from 'react-icons/fa6';
import { FarmScene, SectionTitle } from 'shared';
import { benefitsBlock } from '../../data/benefits';
import { canReachVideoHost, youtubeEmbedUrl } from '../common/youtube';
import './benefits.css';

/**
 * The benefits block over a video background. It opens on a drawn poster; the muted, looping
 * farm film (from 10 s) is only inserted when the visitor turns it on and the browser is online,
 * so the page stays fast, loads nothing third-party uninvited, and looks complete offline.
 */
export function BenefitsVideo() {
  const { video } = benefitsBlock;
  const [videoOn, setVideoOn] = useState(false);
  const showVideo = videoOn && canReachVideoHost();

  return (
    <section className="farm-benefits">
      <div className="farm-benefits__background" aria-hidden="true">
        <FarmScene tone="golden" className="farm-benefits__poster" />
        {showVideo && (
          <iframe
            className="farm-benefits__video"
            src={youtubeEmbedUrl(video.id, { startSeconds: video.startSeconds, background: true })}
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
          <ul className="farm-benefits__list">
            {benefitsBlock.benefits.map((benefit) => (
              <li key={benefit}>
                <FaCheck aria-hidden /> {benefit}
              </li>
            ))}
          </ul>
        </div>
        <button type="button" className="farm-benefits__toggle" aria-pressed={videoOn} onClick={() => setVideoOn((on) => !on)}>
          {videoOn ? <FaPause aria-hidden /> : <FaPlay aria-hidden />}
          {videoOn ? 'Pause background video' : 'Play background video'}
        </button>
      </div>
    </section>
  );
}
