import seedlingUrl from '../assets/common/seedling.svg';
import basketUrl from '../assets/common/basket.svg';

/** A feature list item (docs/product.md#services), linked to the service detail it belongs to. */
export interface FeatureItem {
  id: number;
  icon: string;
  title: string;
  description: string;
  /** The service detail (serviceCatalogue) that tells more about it. */
  detailsId: number;
}

export const features: readonly FeatureItem[] = [
  {
    id: 1,
    icon: seedlingUrl,
    title: 'Certified Organic Produce',
    description: 'Grown without synthetic pesticides or fertilizers, always in season.',
    detailsId: 2,
  },
  {
    id: 2,
    icon: basketUrl,
    title: 'Top-quality, Freshly Harvested',
    description: 'Harvested at peak ripeness, handled with care.',
    detailsId: 5,
  },
];
