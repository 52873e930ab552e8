import type { Product } from './types';

/**
 * The catalogue: the one source of product data for the shop, the cart and the checkout-service.
 * price = oldPrice less discount percent; `listedOn` drives the shop's "latest" sort and
 * `harvestedOn` its "recent" sort.
 */
export const products: readonly Product[] = [
  {
    id: 1, title: 'Heirloom Tomatoes', slug: 'heirloom-tomatoes', thumb: 'tomato.svg',
    gallery: ['tomato.svg', 'seedling.svg', 'herb.svg'],
    ratings: 5, reviews: 42, activeClass: '', discount: 10, tags: ['Organic', 'Vegetables', 'Summer'],
    price: '$6.30', oldPrice: '$7.00', onSale: true, dataSlideTo: 0, categories: ['Vegetables'],
    listedOn: '2026-06-02', harvestedOn: '2026-11-18',
    description: 'Vine-ripened heirloom tomatoes in mixed colours, picked the morning they ripen. Sweet, juicy and full of old-fashioned flavour: slice them for salads, roast them or cook them down into sauce.',
    specs: [
      { label: 'Sold by', value: '1 lb (about 3 tomatoes)' }, { label: 'Origin', value: 'Terra Verde Farm, Florianópolis' },
      { label: 'Growing', value: 'Certified organic, open field' }, { label: 'Storage', value: 'Room temperature, stem side down' },
    ],
  },
  {
    id: 2, title: 'Crisp Red Apples', slug: 'crisp-red-apples', thumb: 'red-apple.svg',
    gallery: ['red-apple.svg', 'honeybee.svg'],
    ratings: 4, reviews: 31, activeClass: '', discount: 0, tags: ['Fruits', 'Orchard'],
    price: '$4.50', oldPrice: null, onSale: false, dataSlideTo: 1, categories: ['Fruits'],
    listedOn: '2026-05-14', harvestedOn: '2026-11-10',
    description: 'Firm, crunchy red apples from our hillside orchard, pollinated by our own bees. Sweet with a light tartness, perfect for lunch boxes, pies and fresh juice.',
    specs: [
      { label: 'Sold by', value: '2 lb bag' }, { label: 'Origin', value: 'Terra Verde Orchard' },
      { label: 'Growing', value: 'Certified organic' }, { label: 'Storage', value: 'Refrigerate up to 4 weeks' },
    ],
  },
  {
    id: 3, title: 'Rainbow Carrots', slug: 'rainbow-carrots', thumb: 'carrot.svg',
    ratings: 5, reviews: 58, activeClass: '', discount: 20, tags: ['Organic', 'Vegetables', 'Root'],
    price: '$3.20', oldPrice: '$4.00', onSale: true, dataSlideTo: 2, categories: ['Vegetables', 'Root Vegetables'],
    listedOn: '2026-09-21', harvestedOn: '2026-11-19',
    description: 'A bunch of purple, yellow and orange carrots pulled from loose, compost-rich soil. Sweet enough to eat raw and beautiful roasted whole.',
    specs: [
      { label: 'Sold by', value: 'Bunch of about 1.5 lb' }, { label: 'Origin', value: 'Terra Verde Farm' },
      { label: 'Growing', value: 'Certified organic' }, { label: 'Storage', value: 'Refrigerate, tops removed' },
    ],
  },
  {
    id: 4, title: 'Yukon Gold Potatoes', slug: 'yukon-gold-potatoes', thumb: 'potato.svg',
    ratings: 4, reviews: 27, activeClass: '', discount: 0, tags: ['Vegetables', 'Root'],
    price: '$5.75', oldPrice: null, onSale: false, dataSlideTo: 3, categories: ['Vegetables', 'Root Vegetables'],
    listedOn: '2026-03-08', harvestedOn: '2026-10-29',
    description: 'Golden, thin-skinned potatoes with a buttery, creamy flesh. They hold their shape when boiled and make the smoothest mash.',
    specs: [
      { label: 'Sold by', value: '5 lb bag' }, { label: 'Origin', value: 'Terra Verde Farm' },
      { label: 'Growing', value: 'Certified organic' }, { label: 'Storage', value: 'Cool, dark and dry place' },
    ],
  },
  {
    id: 5, title: 'Sweet Corn', slug: 'sweet-corn', thumb: 'sweet-corn.svg',
    gallery: ['sweet-corn.svg', 'seedling.svg'],
    ratings: 4, reviews: 64, activeClass: '', discount: 20, tags: ['Vegetables', 'Grains', 'Summer'],
    price: '$4.80', oldPrice: '$6.00', onSale: true, dataSlideTo: 4, categories: ['Vegetables', 'Grains'],
    listedOn: '2026-07-30', harvestedOn: '2026-11-05',
    description: 'Bicolour sweet corn picked at dawn, when the kernels are at their sweetest. Grill it in the husk or boil it for three minutes.',
    specs: [
      { label: 'Sold by', value: '6 ears' }, { label: 'Origin', value: 'Terra Verde Farm' },
      { label: 'Growing', value: 'Certified organic, non-GMO seed' }, { label: 'Storage', value: 'Refrigerate in the husk, eat within 3 days' },
    ],
  },
  {
    id: 6, title: 'Broccoli Crowns', slug: 'broccoli-crowns', thumb: 'broccoli.svg',
    ratings: 3, reviews: 12, activeClass: '', discount: 0, tags: ['Organic', 'Vegetables', 'Greens'],
    price: '$3.90', oldPrice: null, onSale: false, dataSlideTo: 5, categories: ['Vegetables'],
    listedOn: '2026-08-11', harvestedOn: '2026-11-16',
    description: 'Tight, deep-green broccoli crowns cut in the cool of the morning. Tender stems, sweet florets, ready for steaming or stir-frying.',
    specs: [
      { label: 'Sold by', value: '1 lb (2 crowns)' }, { label: 'Origin', value: 'Terra Verde Farm' },
      { label: 'Growing', value: 'Certified organic' }, { label: 'Storage', value: 'Refrigerate, unwashed' },
    ],
  },
  {
    id: 7, title: 'Sweet Bell Peppers', slug: 'sweet-bell-peppers', thumb: 'bell-pepper.svg',
    ratings: 5, reviews: 23, activeClass: '', discount: 10, tags: ['Organic', 'Vegetables', 'Summer'],
    price: '$5.40', oldPrice: '$6.00', onSale: true, dataSlideTo: 6, categories: ['Vegetables'],
    listedOn: '2026-10-03', harvestedOn: '2026-11-14',
    description: 'Thick-walled bell peppers left on the plant until fully coloured, so they are sweet and crunchy. Great raw, stuffed or charred.',
    specs: [
      { label: 'Sold by', value: '3 peppers' }, { label: 'Origin', value: 'Terra Verde greenhouse' },
      { label: 'Growing', value: 'Certified organic' }, { label: 'Storage', value: 'Refrigerate up to 1 week' },
    ],
  },
  {
    id: 8, title: 'English Cucumbers', slug: 'english-cucumbers', thumb: 'cucumber.svg',
    ratings: 4, reviews: 19, activeClass: '', discount: 0, tags: ['Vegetables', 'Summer'],
    price: '$2.50', oldPrice: null, onSale: false, dataSlideTo: 7, categories: ['Vegetables'],
    listedOn: '2026-04-25', harvestedOn: '2026-11-12',
    description: 'Long, thin-skinned cucumbers with tiny seeds and no bitterness. No need to peel: slice them straight into salads or a cool glass of water.',
    specs: [
      { label: 'Sold by', value: '2 cucumbers' }, { label: 'Origin', value: 'Terra Verde greenhouse' },
      { label: 'Growing', value: 'Certified organic' }, { label: 'Storage', value: 'Refrigerate, wrapped' },
    ],
  },
  {
    id: 9, title: 'Italian Eggplant', slug: 'italian-eggplant', thumb: 'eggplant.svg',
    ratings: 3, reviews: 8, activeClass: '', discount: 20, tags: ['Vegetables', 'Summer'],
    price: '$3.60', oldPrice: '$4.50', onSale: true, dataSlideTo: 8, categories: ['Vegetables'],
    listedOn: '2026-02-17', harvestedOn: '2026-11-03',
    description: 'Glossy, dark-purple eggplants with creamy flesh and few seeds. Made for parmigiana, grilling and smoky dips.',
    specs: [
      { label: 'Sold by', value: '2 eggplants (about 1.5 lb)' }, { label: 'Origin', value: 'Terra Verde Farm' },
      { label: 'Growing', value: 'Certified organic' }, { label: 'Storage', value: 'Cool room, use within 5 days' },
    ],
  },
  {
    id: 10, title: 'Lacinato Kale', slug: 'lacinato-kale', thumb: 'kale.svg',
    ratings: 5, reviews: 36, activeClass: '', discount: 25, tags: ['Organic', 'Greens', 'Vegetables'],
    price: '$3.75', oldPrice: '$5.00', onSale: true, dataSlideTo: 9, categories: ['Vegetables', 'Leafy Greens'],
    listedOn: '2026-10-28', harvestedOn: '2026-11-20',
    description: 'Dark, crinkled leaves of Tuscan kale, tender enough for a raw salad once massaged with olive oil, and hearty in soups.',
    specs: [
      { label: 'Sold by', value: 'Bunch of 10-12 leaves' }, { label: 'Origin', value: 'Terra Verde Farm' },
      { label: 'Growing', value: 'Certified organic' }, { label: 'Storage', value: 'Refrigerate in a damp towel' },
    ],
  },
  {
    id: 11, title: 'Yellow Onions', slug: 'yellow-onions', thumb: 'onion.svg',
    ratings: 4, reviews: 47, activeClass: '', discount: 0, tags: ['Vegetables', 'Pantry'],
    price: '$2.80', oldPrice: null, onSale: false, dataSlideTo: 10, categories: ['Vegetables'],
    listedOn: '2026-01-12', harvestedOn: '2026-10-21',
    description: 'Field-cured yellow onions with papery skins. Sharp when raw, deeply sweet when slowly caramelised: the base of nearly every dish.',
    specs: [
      { label: 'Sold by', value: '3 lb bag' }, { label: 'Origin', value: 'Terra Verde Farm' },
      { label: 'Growing', value: 'Certified organic' }, { label: 'Storage', value: 'Cool, dry, airy place' },
    ],
  },
  {
    id: 12, title: 'Purple Garlic', slug: 'purple-garlic', thumb: 'garlic.svg',
    ratings: 5, reviews: 29, activeClass: '', discount: 0, tags: ['Vegetables', 'Pantry', 'Organic'],
    price: '$7.50', oldPrice: null, onSale: false, dataSlideTo: 11, categories: ['Vegetables'],
    listedOn: '2026-08-29', harvestedOn: '2026-10-15',
    description: 'Hardneck garlic with purple-streaked skins and large, easy-to-peel cloves. Rich and warming, it keeps for months.',
    specs: [
      { label: 'Sold by', value: '6 bulbs' }, { label: 'Origin', value: 'Terra Verde Farm' },
      { label: 'Growing', value: 'Certified organic' }, { label: 'Storage', value: 'Dry place, out of the fridge' },
    ],
  },
  {
    id: 13, title: 'Fresh Strawberries', slug: 'fresh-strawberries', thumb: 'strawberry.svg',
    gallery: ['strawberry.svg', 'honeybee.svg', 'seedling.svg'],
    ratings: 5, reviews: 71, activeClass: '', discount: 15, tags: ['Fruits', 'Berries', 'Organic'],
    price: '$6.80', oldPrice: '$8.00', onSale: true, dataSlideTo: 12, categories: ['Fruits', 'Berries'],
    listedOn: '2026-11-02', harvestedOn: '2026-11-21',
    description: 'Small, fragrant strawberries that are red all the way through. Picked ripe, never gassed, and best eaten the day they arrive.',
    specs: [
      { label: 'Sold by', value: '1 lb punnet' }, { label: 'Origin', value: 'Terra Verde Farm' },
      { label: 'Growing', value: 'Certified organic' }, { label: 'Storage', value: 'Refrigerate, wash just before eating' },
    ],
  },
  {
    id: 14, title: 'Wild Blueberries', slug: 'wild-blueberries', thumb: 'blueberries.svg',
    ratings: 4, reviews: 55, activeClass: '', discount: 10, tags: ['Fruits', 'Berries'],
    price: '$9.00', oldPrice: '$10.00', onSale: true, dataSlideTo: 13, categories: ['Fruits', 'Berries'],
    listedOn: '2026-07-06', harvestedOn: '2026-11-08',
    description: 'Tiny, intensely flavoured blueberries from our low-bush patch. Perfect on porridge, in muffins and straight from the box.',
    specs: [
      { label: 'Sold by', value: '12 oz box' }, { label: 'Origin', value: 'Terra Verde Farm' },
      { label: 'Growing', value: 'Certified organic' }, { label: 'Storage', value: 'Refrigerate up to 10 days' },
    ],
  },
  {
    id: 15, title: 'Green Apples', slug: 'green-apples', thumb: 'green-apple.svg',
    ratings: 3, reviews: 16, activeClass: '', discount: 0, tags: ['Fruits', 'Orchard'],
    price: '$4.25', oldPrice: null, onSale: false, dataSlideTo: 14, categories: ['Fruits'],
    listedOn: '2026-05-30', harvestedOn: '2026-11-01',
    description: 'Bright, tart green apples with a hard, juicy bite. The baker’s choice: they keep their shape in tarts and crumbles.',
    specs: [
      { label: 'Sold by', value: '2 lb bag' }, { label: 'Origin', value: 'Terra Verde Orchard' },
      { label: 'Growing', value: 'Certified organic' }, { label: 'Storage', value: 'Refrigerate up to 4 weeks' },
    ],
  },
  {
    id: 16, title: 'Bartlett Pears', slug: 'bartlett-pears', thumb: 'pear.svg',
    ratings: 4, reviews: 22, activeClass: '', discount: 20, tags: ['Fruits', 'Orchard'],
    price: '$4.20', oldPrice: '$5.25', onSale: true, dataSlideTo: 15, categories: ['Fruits'],
    listedOn: '2026-09-05', harvestedOn: '2026-10-25',
    description: 'Buttery, aromatic pears picked firm and ripened in our packing shed. They turn from green to yellow when ready to eat.',
    specs: [
      { label: 'Sold by', value: '2 lb bag' }, { label: 'Origin', value: 'Terra Verde Orchard' },
      { label: 'Growing', value: 'Certified organic' }, { label: 'Storage', value: 'Ripen at room temperature, then refrigerate' },
    ],
  },
  {
    id: 17, title: 'Valencia Oranges', slug: 'valencia-oranges', thumb: 'orange.svg',
    ratings: 4, reviews: 38, activeClass: '', discount: 15, tags: ['Fruits', 'Citrus'],
    price: '$5.10', oldPrice: '$6.00', onSale: true, dataSlideTo: 16, categories: ['Fruits', 'Citrus'],
    listedOn: '2026-06-19', harvestedOn: '2026-11-15',
    description: 'Thin-skinned juicing oranges, heavy with sweet juice. Squeeze them for breakfast or peel them for a sunny snack.',
    specs: [
      { label: 'Sold by', value: '4 lb bag' }, { label: 'Origin', value: 'Terra Verde citrus grove' },
      { label: 'Growing', value: 'Certified organic' }, { label: 'Storage', value: 'Cool room or fridge, up to 2 weeks' },
    ],
  },
  {
    id: 18, title: 'Seedless Grapes', slug: 'seedless-grapes', thumb: 'grapes.svg',
    ratings: 2, reviews: 6, activeClass: '', discount: 0, tags: ['Fruits'],
    price: '$6.60', oldPrice: null, onSale: false, dataSlideTo: 17, categories: ['Fruits'],
    listedOn: '2026-10-14', harvestedOn: '2026-10-30',
    description: 'Crisp, seedless purple grapes cut in whole bunches. Sweet and refreshing, lovely frozen on a hot day.',
    specs: [
      { label: 'Sold by', value: '2 lb bunch' }, { label: 'Origin', value: 'Terra Verde vineyard' },
      { label: 'Growing', value: 'Certified organic' }, { label: 'Storage', value: 'Refrigerate, unwashed' },
    ],
  },
  {
    id: 19, title: 'Organic Brown Rice', slug: 'organic-brown-rice', thumb: 'brown-rice.svg',
    gallery: ['brown-rice.svg', 'cooked-rice.svg'],
    ratings: 5, reviews: 44, activeClass: '', discount: 15, tags: ['Grains', 'Pantry', 'Organic'],
    price: '$8.50', oldPrice: '$10.00', onSale: true, dataSlideTo: 18, categories: ['Grains'],
    listedOn: '2026-04-03', harvestedOn: '2026-09-28',
    description: 'Long-grain brown rice grown in our paddies and milled to keep the nutty bran. Cooks up fluffy and wholesome in about 40 minutes.',
    specs: [
      { label: 'Sold by', value: '4 lb bag' }, { label: 'Origin', value: 'Terra Verde rice paddies' },
      { label: 'Growing', value: 'Certified organic' }, { label: 'Storage', value: 'Airtight jar, cool and dry' },
    ],
  },
  {
    id: 20, title: 'Heirloom Popcorn Kernels', slug: 'heirloom-popcorn-kernels', thumb: 'popcorn.svg',
    ratings: 4, reviews: 13, activeClass: '', discount: 20, tags: ['Grains', 'Pantry'],
    price: '$5.60', oldPrice: '$7.00', onSale: true, dataSlideTo: 19, categories: ['Grains'],
    listedOn: '2026-11-11', harvestedOn: '2026-09-12',
    description: 'Dried kernels of an old popping variety that bursts into tender, almost hull-less popcorn. Pop them on the stove with a little oil.',
    specs: [
      { label: 'Sold by', value: '2 lb bag' }, { label: 'Origin', value: 'Terra Verde Farm' },
      { label: 'Growing', value: 'Certified organic, non-GMO seed' }, { label: 'Storage', value: 'Airtight jar, up to 1 year' },
    ],
  },
];
