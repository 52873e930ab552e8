import type { StoryChapter as Chapter } from '../../data/story';
import './story.css';

/** An illustrated chapter of the farm story; `reversed` puts the image on the right. */
export function StoryChapter({ chapter, reversed = false }: { chapter: Chapter; reversed?: boolean }) {
  const { image } = chapter;
  return (
    <div className={reversed ? 'farm-chapter farm-chapter--reversed' : 'farm-chapter'}>
      <img className="farm-chapter__image" src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" />
      <div className="farm-chapter__text">
        <p className="tv-eyebrow">{chapter.eyebrow}</p>
        <h2 className="farm-chapter__title">{chapter.title}</h2>
        {chapter.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}
