import { DELIVERY_PROMISE } from 'contract';
import basketUrl from '../assets/common/basket.svg';
import farmerUrl from '../assets/home/farmer.svg';

/** A home hero banner (docs/product.md#home); the first word of the title is shown bold. */
export interface HeroBanner {
  id: number;
  /** Produce illustration shown beside the text. */
  image: string;
  imageAlt: string;
  /** Palette of the scenic background. */
  shape: 'day' | 'golden';
  badgeText: string;
  title: string;
  description: string;
  buttonText: string;
}

export const heroBanners: readonly HeroBanner[] = [
  {
    id: 1,
    image: basketUrl,
    imageAlt: 'A woven basket of freshly picked produce',
    shape: 'day',
    badgeText: '100% Organic',
    title: 'Fresh Farm Produce',
    description: `Vegetables, fruits and grains picked at peak ripeness on our hills above Florianópolis and delivered to your door ${DELIVERY_PROMISE.within}.`,
    buttonText: 'Shop Now',
  },
  {
    id: 2,
    image: farmerUrl,
    imageAlt: 'A Terra Verde farmer holding a freshly harvested crop',
    shape: 'golden',
    badgeText: 'Since 1998',
    title: 'Sustainably Grown',
    description:
      'No synthetic pesticides, no shortcuts: healthy soil, rotated crops and rainwater harvesting give food that tastes the way it should.',
    buttonText: 'Shop Now',
  },
];
