import blueberryUrl from '../assets/common/blueberries.svg';
import strawberryUrl from '../assets/common/strawberry.svg';
import cabbageUrl from '../assets/common/cabbage.svg';
import maizeUrl from '../assets/common/maize.svg';
import orangeUrl from '../assets/common/orange.svg';
import applesUrl from '../assets/common/apples.svg';

/** A product category (SPEC.md section 3); each links to the service detail with its id. */
export interface ProductCategory {
  id: number;
  name: string;
  thumb: string;
}

export const productCategories: readonly ProductCategory[] = [
  { id: 1, name: 'Blueberry', thumb: blueberryUrl },
  { id: 2, name: 'Strawberry', thumb: strawberryUrl },
  { id: 3, name: 'Cabbage', thumb: cabbageUrl },
  { id: 4, name: 'Maize', thumb: maizeUrl },
  { id: 5, name: 'Orange', thumb: orangeUrl },
  { id: 6, name: 'Apples', thumb: applesUrl },
];

export const categoriesSection = {
  eyebrow: 'Our Products',
  title: 'Browse by Category',
} as const;
