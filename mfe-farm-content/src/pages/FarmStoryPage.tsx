import { PageBanner, SectionTitle, usePageMeta } from 'shared';
import { StoryCallToAction } from '../components/story/StoryCallToAction';
import { StoryChapter } from '../components/story/StoryChapter';
import { StoryValues } from '../components/story/StoryValues';
import { FARM_STORY_CTA, STORY_CHAPTERS, STORY_VALUES } from '../data/story';

export default function FarmStoryPage() {
  usePageMeta({
    title: 'Farm Story',
    description: 'How Terra Verde grew from a family vegetable plot in Florianópolis into a community organic farm.',
  });
  return (
    <>
      <PageBanner title="Farm Story" />
      <section className="tv-section">
        <div className="tv-container">
          {STORY_CHAPTERS.map((chapter, index) => (
            <StoryChapter key={chapter.id} chapter={chapter} reversed={index % 2 === 1} first={index === 0} />
          ))}
        </div>
      </section>
      <section className="tv-section tv-section--cream">
        <div className="tv-container">
          <SectionTitle eyebrow="What we stand for" title="Quality, Sustainability, Community" />
          <StoryValues values={STORY_VALUES} />
        </div>
      </section>
      <StoryCallToAction {...FARM_STORY_CTA} />
    </>
  );
}
