import blueberryUrl from '../assets/common/blueberries.svg';
import strawberryUrl from '../assets/common/strawberry.svg';
import cabbageUrl from '../assets/common/cabbage.svg';
import maizeUrl from '../assets/common/maize.svg';
import orangeUrl from '../assets/common/orange.svg';
import applesUrl from '../assets/common/apples.svg';

/** A product category (docs/product.md#home), linked to the service detail that grows it. */
export interface ProductCategory {
  id: number;
  name: string;
  thumb: string;
  /** The service detail (serviceCatalogue) that tells more about it. */
  detailsId: number;
}

export const productCategories: readonly ProductCategory[] = [
  { id: 1, name: 'Blueberry', thumb: blueberryUrl, detailsId: 4 },
  { id: 2, name: 'Strawberry', thumb: strawberryUrl, detailsId: 4 },
  { id: 3, name: 'Cabbage', thumb: cabbageUrl, detailsId: 5 },
  { id: 4, name: 'Maize', thumb: maizeUrl, detailsId: 8 },
  { id: 5, name: 'Orange', thumb: orangeUrl, detailsId: 4 },
  { id: 6, name: 'Apples', thumb: applesUrl, detailsId: 4 },
];

export const categoriesSection = {
  eyebrow: 'Our Products',
  title: 'Browse by Category',
} as const;
