import type { Product } from './types';

/** The catalogue: the one source of product data for the shop, the cart and the checkout-service. */
export const products: readonly Product[] = [
  {
    id: 1, title: 'Heirloom Tomatoes', slug: 'heirloom-tomatoes', thumb: 'tomato.svg', ratings: 5, reviews: 42,
    activeClass: '', discount: 10, tags: ['Vegetables', 'Organic'], price: '$6.30', oldPrice: '$7.00', onSale: true,
    dataSlideTo: 0, categories: ['Vegetables'], listedOn: '2026-06-02', harvestedOn: '2026-11-18',
  },
  {
    id: 2, title: 'Crisp Red Apples', slug: 'crisp-red-apples', thumb: 'red-apple.svg', ratings: 4, reviews: 31,
    activeClass: '', discount: 0, tags: ['Fruits'], price: '$4.50', oldPrice: null, onSale: false,
    dataSlideTo: 1, categories: ['Fruits'], listedOn: '2026-05-14', harvestedOn: '2026-11-10',
  },
];
