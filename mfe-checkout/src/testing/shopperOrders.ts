import type { ShopperOrder, ShopperOrderPage } from 'contract';

/** What both of the shopper's order views hold alike, so the success page and the order page show one receipt. */
export const RECEIPT: Pick<ShopperOrder & ShopperOrderPage, 'number' | 'currency' | 'totalCents' | 'lines' | 'fulfilment'> = {
  number: 'TV-7K3M9Q2X',
  currency: 'usd',
  totalCents: 1580,
  lines: [
    { title: 'Heirloom Tomatoes', quantity: 2, unitPriceCents: 630, lineTotalCents: 1260 },
    { title: 'Rainbow Carrots', quantity: 1, unitPriceCents: 320, lineTotalCents: 320 },
  ],
  fulfilment: { method: 'delivery', pickupDay: null, deliveryDay: null, zone: null, feeCents: 0 },
};

/** The same lines delivered to the Island on a day booked at the checkout, with its fee in the total. */
export const ISLAND_DELIVERY: Pick<ShopperOrder, 'totalCents' | 'fulfilment'> = {
  totalCents: 2380,
  fulfilment: { method: 'delivery', pickupDay: null, deliveryDay: '2026-12-22', zone: 'Island', feeCents: 800 },
};
