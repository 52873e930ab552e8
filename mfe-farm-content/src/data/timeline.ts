/** A milestone in the farm's history (docs/product.md#farm-story). */
export interface TimelineEntry {
  id: number;
  year: string;
  title: string;
  text: string;
}

export const timeline: readonly TimelineEntry[] = [
  {
    id: 1,
    year: '2012',
    title: 'Going Organic',
    text: 'The family plot grows by two hectares of tired pasture, turned into our first organic vegetable beds.',
  },
  { id: 2, year: '2015', title: 'Certified Organic', text: 'Every field passes organic certification without a single synthetic input.' },
  { id: 3, year: '2019', title: 'Farm Shop Opens', text: 'Chefs and neighbours start buying directly from the farm gate.' },
  { id: 4, year: '2024', title: 'Produce Boxes', text: 'Seasonal boxes now reach families across Santa Catarina every week.' },
];

export const timelineSection = {
  eyebrow: 'Our Journey',
  title: 'From Family Plot to Organic Farm',
} as const;
