import { DELIVERY_PROMISE } from 'contract';
import tractorUrl from '../assets/common/tractor.svg';

/** The "about the farm" block shown on the home and About Us pages. */
export const aboutBlock = {
  eyebrow: 'About Terra Verde',
  title: 'Organic Farming Rooted in Community',
  text: 'Terra Verde is a family farm on the island of Santa Catarina. For more than twenty-five years we have grown vegetables, fruits and grains the slow way: living soil, seasonal rotations and no synthetic pesticides or fertilizers. Chefs, schools, market vendors and families rely on us for produce that is fresh, local and honest.',
  points: [
    'Certified organic fields and orchards',
    `Harvested to order, delivered ${DELIVERY_PROMISE.within}`,
    'Fair pay for every farm worker',
  ],
  counter: { end: 25, label: 'Growth Tonns of Harvest' },
  image: { src: tractorUrl, alt: 'Our tractor ready for the harvest' },
  button: { text: 'Discover More', to: '/about-us' },
} as const;
