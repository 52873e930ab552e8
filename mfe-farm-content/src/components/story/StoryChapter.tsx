import type { StoryChapter as Chapter } from '../../data/story';
import './story.css';

/**
 * An illustrated chapter of the farm story; `reversed` puts the image on the right. The first
 * chapter's picture is on screen as the page opens: it loads at once, first among pictures.
 */
export function StoryChapter({ chapter, reversed = false, first = false }: { chapter: Chapter; reversed?: boolean; first?: boolean }) {
  const { image } = chapter;
  const loading = first ? ({ fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const);
  return (
    <div className={reversed ? 'farm-chapter farm-chapter--reversed' : 'farm-chapter'}>
      <img className="farm-chapter__image" src={image.src} alt={image.alt} width={image.width} height={image.height} {...loading} />
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
