import avocadoUrl from '../assets/home/avocado.svg';
import broccoliUrl from '../assets/common/broccoli.svg';
import pearUrl from '../assets/home/pear.svg';

/** The healthy-life block on the About Us page. */
export const healthyLife = {
  eyebrow: 'Healthy Life',
  title: 'Eat Well, Live Well, Farm Well',
  text: 'Fresh organic produce keeps more of its vitamins, minerals and flavour. We believe a healthy life starts with what grows in healthy soil, and we share what we know through farm visits, cooking days and school programmes.',
  points: [
    { id: 1, title: 'Nutrient-rich food', text: 'Picked ripe, eaten fresh: more vitamins on your plate.' },
    { id: 2, title: 'Clean ingredients', text: 'No synthetic residues, no waxes, no ripening gases.' },
    { id: 3, title: 'Seasonal eating', text: 'Our boxes follow the seasons, the way nature intended.' },
  ],
  images: [
    { id: 1, src: avocadoUrl, alt: 'Halved avocado' },
    { id: 2, src: broccoliUrl, alt: 'Head of broccoli' },
    { id: 3, src: pearUrl, alt: 'Ripe pear' },
  ],
} as const;
