/** One why-choose-us progress ring (docs/product.md#counters-and-progress); `end` is its target percentage. */
export interface ProgressItem {
  id: number;
  title: string;
  end: number;
}

export const progressItems: readonly ProgressItem[] = [
  { id: 1, title: 'Organic Solutions', end: 83 },
  { id: 2, title: 'Local Deliveries', end: 60 },
  { id: 3, title: 'Quality Agriculture', end: 83 },
];

export const whyChooseUs = {
  eyebrow: 'Why Choose Us',
  title: 'Good Food Starts With Healthy Soil',
  text: 'We feed the soil, not just the plants. Compost from our own farm, cover crops and careful rotations keep the land alive, and the produce that grows in it is richer in flavour and nutrients.',
} as const;
