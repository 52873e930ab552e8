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
