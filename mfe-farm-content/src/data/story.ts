import { DELIVERY_PROMISE } from 'contract';
import farmRoots from '../assets/story/farm-roots.svg';
import farmStory from '../assets/story/farm-story.svg';

export interface StoryChapter {
  id: number;
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  image: { src: string; alt: string; width: number; height: number };
}

interface StoryLink {
  to: string;
  label: string;
}

/** A story page's closing band: a title, a line of text and up to two links. */
export interface StoryCta {
  title: string;
  text: string;
  primary: StoryLink;
  secondary?: StoryLink;
}

export type StoryValueIcon = 'quality' | 'sustainability' | 'community';

export interface StoryValue {
  id: number;
  icon: StoryValueIcon;
  title: string;
  description: string;
}

/** The /farm-story chapters, told in order; images alternate sides. */
export const STORY_CHAPTERS: readonly StoryChapter[] = [
  {
    id: 1,
    eyebrow: 'Our story',
    title: 'From a Family Plot to a Community Farm',
    paragraphs: [
      'Terra Verde began in 1998 as a single vegetable plot behind the Moreira family house in Rio Vermelho, on the north of Santa Catarina Island. The family grew what they ate and sold the rest at the Saturday market in Florianópolis.',
      'Word spread about tomatoes that tasted like tomatoes and greens picked that same morning. Neighbours joined, land was added field by field, and today twelve people farm forty hectares of vegetables, fruit and grains.',
    ],
    image: { src: farmStory, alt: 'The farmhouse with its garden, a tractor and pine trees on green hills', width: 800, height: 600 },
  },
  {
    id: 2,
    eyebrow: 'How we farm',
    title: 'Healthy Soil, Honest Food',
    paragraphs: [
      'We have never used synthetic pesticides or fertilizers. Compost from our own animals, cover crops and careful rotation feed the soil, and wildflower strips bring the insects that keep pests in balance.',
      'Rain from our roofs waters the fields through drip lines, and seeds saved from our best plants go back into the ground each spring. Good soil gives good food; everything else follows.',
    ],
    image: { src: farmRoots, alt: 'A seedling and a grazing cow under the sun on the farm', width: 800, height: 600 },
  },
];

/** The farm's mission (docs/product.md#who-it-is-for): quality, sustainability and community. */
export const STORY_VALUES: readonly StoryValue[] = [
  {
    id: 1,
    icon: 'quality',
    title: 'Quality',
    description: `Picked at peak ripeness and delivered ${DELIVERY_PROMISE.within}, so it tastes the way it should.`,
  },
  {
    id: 2,
    icon: 'sustainability',
    title: 'Sustainability',
    description: 'Certified organic, rain-watered and plastic-free from field to door.',
  },
  {
    id: 3,
    icon: 'community',
    title: 'Community',
    description: 'Fresh produce for local families, chefs, schools and market vendors since 1998.',
  },
];

/** Where /farm-story leads on. */
export const FARM_STORY_CTA: StoryCta = {
  title: 'See How Your Food Reaches You',
  text: 'Follow our produce from the field to your table in four simple steps.',
  primary: { to: '/farm-to-table', label: 'Farm to Table' },
  secondary: { to: '/contact', label: 'Visit the Farm' },
};
