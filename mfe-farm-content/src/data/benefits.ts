import { DELIVERY_PROMISE } from 'contract';

/** The video-background benefits block on the home page. */
export const benefitsBlock = {
  eyebrow: 'Farm Benefits',
  title: 'From Our Fields to Your Table',
  text: 'Short supply chains mean fresher food, fairer prices and fewer kilometres travelled. Every order supports a farm that gives back to the land.',
  benefits: ['Picked to order at peak ripeness', 'Plastic-free, compostable packaging', `Free ${DELIVERY_PROMISE.label} on every order`],
  video: {
    /** YouTube id of the farm film (placeholder until the farm uploads its own). */
    id: 'tvFarmFilm1',
    title: 'Terra Verde farm film',
    /** The background video starts at 10 s (docs/product.md#video). */
    startSeconds: 10,
  },
} as const;
