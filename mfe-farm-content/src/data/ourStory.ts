import farmerUrl from '../assets/home/farmer.svg';

/** The story block on /services-2, whose OUR STORY button opens the farm film. */
export const ourStory = {
  eyebrow: 'Our Story',
  title: 'Three Generations of Caring for the Land',
  text: 'What started as a grandmother’s kitchen garden is now a 40-hectare organic farm. We still work the way she taught us: listen to the soil, plant with the seasons, and share the harvest with the neighbourhood.',
  image: { src: farmerUrl, alt: 'One of our farmers in the field' },
  buttonText: 'OUR STORY',
  video: {
    /** YouTube id of the farm film (placeholder until the farm uploads its own). */
    id: 'tvFarmFilm1',
    title: 'Our Story: the Terra Verde farm film',
    startSeconds: 10,
  },
} as const;
