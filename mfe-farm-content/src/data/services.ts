import carrotUrl from '../assets/common/carrot.svg';
import grapesUrl from '../assets/common/grapes.svg';
import grainUrl from '../assets/common/grain.svg';

/** What the farm grows (docs/product.md#home). */
export interface FarmService {
  id: number;
  image: string;
  title: string;
  description: string;
  /** The service detail that tells more about it. */
  detailsId: number;
}

export const farmServices: readonly FarmService[] = [
  {
    id: 1,
    image: carrotUrl,
    title: 'Vegetables',
    description: 'Leafy greens, roots and tomatoes grown in rotated beds and picked the morning they ship.',
    detailsId: 5,
  },
  {
    id: 2,
    image: grapesUrl,
    title: 'Fruits',
    description: 'Berries, citrus and orchard fruit left on the branch until they are truly ripe and sweet.',
    detailsId: 4,
  },
  {
    id: 3,
    image: grainUrl,
    title: 'Grains',
    description: 'Maize, rice and heritage wheat, dried slowly and milled in small batches for full flavour.',
    detailsId: 8,
  },
];

export const servicesSection = {
  eyebrow: 'What We Grow',
  title: 'Fresh Produce From Our Fields',
} as const;
