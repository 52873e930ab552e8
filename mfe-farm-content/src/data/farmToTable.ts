import { DELIVERY_PROMISE } from 'contract';
import stepDeliver from '../assets/story/step-deliver.svg';
import stepGrow from '../assets/story/step-grow.svg';
import stepHarvest from '../assets/story/step-harvest.svg';
import stepPack from '../assets/story/step-pack.svg';
import type { StoryCta } from './story';

export interface FarmToTableStep {
  id: number;
  title: string;
  description: string;
  /** Icon illustration URL (decorative: the title says it all). */
  icon: string;
}

/** The four steps Grow, Harvest, Pack, Deliver (docs/product.md#farm-to-table). */
export const FARM_TO_TABLE_STEPS: readonly FarmToTableStep[] = [
  {
    id: 1,
    title: 'Grow',
    description: 'We sow seasonal vegetables, fruit and grains in compost-rich soil, without synthetic pesticides or fertilizers.',
    icon: stepGrow,
  },
  {
    id: 2,
    title: 'Harvest',
    description: 'Each crop is picked by hand at peak ripeness, early in the morning while it is cool and crisp.',
    icon: stepHarvest,
  },
  {
    id: 3,
    title: 'Pack',
    description: 'In our packing shed the produce is washed, sorted and packed in plastic-free boxes the same day.',
    icon: stepPack,
  },
  {
    id: 4,
    title: 'Deliver',
    description: `Our own vans bring your box to your door, kitchen or market stall ${DELIVERY_PROMISE.within} of your order.`,
    icon: stepDeliver,
  },
];

export const FARM_TO_TABLE_PROMISES: readonly string[] = [
  `Harvested to order, at your door ${DELIVERY_PROMISE.within}`,
  'No cold storage warehouses in between',
  'Every box traceable to the field it came from',
];

/** Where /farm-to-table leads on. */
export const FARM_TO_TABLE_CTA: StoryCta = {
  title: 'Get a Seasonal Produce Box',
  text: 'Choose your box size and how often it arrives.',
  primary: { to: '/subscription', label: 'Subscribe' },
  secondary: { to: '/shop', label: 'Shop Now' },
};
