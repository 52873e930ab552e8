import { DELIVERY_PROMISE } from 'contract';
import tractorUrl from '../assets/common/tractor.svg';
import pottedPlantUrl from '../assets/common/potted-plant.svg';
import milkUrl from '../assets/common/milk.svg';
import mangoUrl from '../assets/common/mango.svg';
import broccoliUrl from '../assets/common/broccoli.svg';
import honeyUrl from '../assets/common/honey.svg';
import eggUrl from '../assets/common/egg.svg';
import grainUrl from '../assets/common/grain.svg';

/** A sample service (8 of them: docs/product.md#sample-data-counts); /service-details/{id} shows one. */
export interface CatalogueService {
  id: number;
  /** Card illustration. */
  thumb: string;
  /** Large illustration on the details page. */
  thumbFull: string;
  /** Small icon in the card corner. */
  icon: string;
  title: string;
  category: string;
  /** What the service covers; the product categories that lead here name their produce in it. */
  summary: string;
}

export const serviceCatalogue: readonly CatalogueService[] = [
  {
    id: 1,
    thumb: tractorUrl,
    thumbFull: tractorUrl,
    icon: grainUrl,
    title: 'Agricultural Products',
    category: 'Farming',
    summary: 'Field crops grown in rotation on living soil, from seed to harvest on our own land.',
  },
  {
    id: 2,
    thumb: pottedPlantUrl,
    thumbFull: pottedPlantUrl,
    icon: pottedPlantUrl,
    title: 'Organic Products',
    category: 'Organic',
    summary: 'Certified organic vegetables, fruits and herbs without synthetic pesticides or fertilizers.',
  },
  {
    id: 3,
    thumb: milkUrl,
    thumbFull: milkUrl,
    icon: milkUrl,
    title: 'Dairy Production',
    category: 'Dairy',
    summary: 'Milk, yoghurt and fresh cheese from a small pasture-raised herd next door.',
  },
  {
    id: 4,
    thumb: mangoUrl,
    thumbFull: mangoUrl,
    icon: mangoUrl,
    title: 'Sweet Exotic Fruits',
    category: 'Fruits',
    summary:
      'Strawberries and blueberries from our berry beds, oranges and apples from the orchard, and mangoes, passion fruit and pineapples ripened in the Santa Catarina sun.',
  },
  {
    id: 5,
    thumb: broccoliUrl,
    thumbFull: broccoliUrl,
    icon: broccoliUrl,
    title: 'Fresh Vegetables',
    category: 'Vegetables',
    summary: 'Leafy greens, cabbages, carrots and other roots, picked the morning they leave the farm.',
  },
  {
    id: 6,
    thumb: honeyUrl,
    thumbFull: honeyUrl,
    icon: honeyUrl,
    title: 'Honey and Bee Keeping',
    category: 'Pollination',
    summary: 'Raw wildflower honey from hives that pollinate our orchards and fields.',
  },
  {
    id: 7,
    thumb: eggUrl,
    thumbFull: eggUrl,
    icon: eggUrl,
    title: 'Free-range Eggs',
    category: 'Poultry',
    summary: 'Eggs from hens that roam the orchard and help keep the pests away.',
  },
  {
    id: 8,
    thumb: grainUrl,
    thumbFull: grainUrl,
    icon: grainUrl,
    title: 'Grain Milling',
    category: 'Grains',
    summary: 'Maize, rice and heritage wheat, dried slowly and stone-milled in small batches.',
  },
];

/** The sidebar lists the first five services (docs/product.md#service-details). */
export const sidebarServices: readonly CatalogueService[] = serviceCatalogue.slice(0, 5);

export function findServiceById(id: number): CatalogueService | undefined {
  return serviceCatalogue.find((service) => service.id === id);
}

/** Where a service, category or feature item leads. */
export function serviceDetailsPath(id: number): string {
  return `/service-details/${id}`;
}

/** Body copy and the offered-services list of a details page. */
export const serviceDetailsCopy = {
  intro: (title: string) =>
    `${title} at Terra Verde follows the same promise as everything we grow: healthy soil first, no synthetic shortcuts, and produce that reaches you at its best.`,
  body: 'We plan every season with the chefs, schools and families we supply, so what we plant is what you need. Crops are rotated every year, fields rest under cover crops, and our team checks each harvest by hand before it is packed in compostable boxes.',
  offeredTitle: 'What We Offer',
  offered: [
    'Seasonal planning with our growers',
    'Harvest to order, packed the same day',
    `Delivery ${DELIVERY_PROMISE.within} across the island`,
    'Wholesale prices for restaurants and schools',
    'Farm visits and tastings by appointment',
    'Organic certification paperwork on request',
  ],
  helpTitle: 'Need Any Help?',
  helpText: 'Talk to our team about orders, wholesale supply or farm visits.',
  faqTitle: 'Frequently Asked Questions',
} as const;

export const servicesCarouselSection = {
  eyebrow: 'Our Services',
  title: 'Everything Our Farm Offers',
} as const;
