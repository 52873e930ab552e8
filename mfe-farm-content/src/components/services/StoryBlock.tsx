import { useState } from 'react';
import { FaPlay } from 'react-icons/fa6';
import { SectionTitle } from 'shared';
import { ourStory } from '../../data/ourStory';
import { VideoModal } from '../common/VideoModal';
import './story.css';

/** The farm's story with the OUR STORY button that opens the film in a modal. */
export function StoryBlock() {
  const [videoOpen, setVideoOpen] = useState(false);
  return (
    <section className="tv-section farm-story-block">
      <div className="tv-container tv-split">
        <div className="farm-story-block__art">
          <img src={ourStory.image.src} alt={ourStory.image.alt} width="300" height="300" loading="lazy" />
        </div>
        <div>
          <SectionTitle eyebrow={ourStory.eyebrow} title={ourStory.title} align="start">
            <p>{ourStory.text}</p>
          </SectionTitle>
          <button type="button" className="tv-button farm-story-block__play" aria-haspopup="dialog" onClick={() => setVideoOpen(true)}>
            <FaPlay aria-hidden /> {ourStory.buttonText}
          </button>
        </div>
      </div>
      <VideoModal
        open={videoOpen}
        onClose={() => setVideoOpen(false)}
        title={ourStory.video.title}
        videoId={ourStory.video.id}
        startSeconds={ourStory.video.startSeconds}
      />
    </section>
  );
}
