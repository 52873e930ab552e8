import type { ShopperOrder, ShopperOrderPage } from 'contract';

type Receipt = Pick<ShopperOrder & ShopperOrderPage, 'number' | 'currency' | 'totalCents' | 'lines' | 'fulfilment' | 'payment'>;
type Line = Receipt['lines'][number];

const TOMATOES: Line = { title: 'Heirloom Tomatoes', quantity: 2, unitPriceCents: 630, lineTotalCents: 1260, weighing: null };
const CARROTS: Line = { title: 'Rainbow Carrots', quantity: 1, unitPriceCents: 320, lineTotalCents: 320, weighing: null };

/** What both of the shopper's order views hold alike, so the success page and the order page show one receipt. */
export const RECEIPT: Receipt = {
  number: 'TV-7K3M9Q2X',
  currency: 'usd',
  totalCents: 1580,
  lines: [TOMATOES, CARROTS],
  fulfilment: { method: 'delivery', pickupDay: null, deliveryDay: null, zone: null, feeCents: 0 },
  payment: { state: 'at_once', estimateCents: 1580, heldCents: null, chargedCents: null, holdEndsAt: null },
};

/** The same lines delivered to the Island on a day booked at the checkout, with its fee in the total. */
export const ISLAND_DELIVERY: Pick<ShopperOrder, 'totalCents' | 'fulfilment'> = {
  totalCents: 2380,
  fulfilment: { method: 'delivery', pickupDay: null, deliveryDay: '2026-12-22', zone: 'Island', feeCents: 800 },
};

type Weighed = Pick<Receipt, 'lines' | 'payment'>;

/**
 * The tomatoes sold by weight (about 1 kg each, so $6.30/kg), the carrots by the piece: the card
 * held for the $15.80 estimate plus 15 % of the tomatoes' $12.60, $1.89 (holdCents).
 */
export const HELD: Weighed = {
  lines: [{ ...TOMATOES, weighing: { estimatedGrams: 1000, actualGrams: null, chargedCents: null } }, CARROTS],
  payment: { state: 'held', estimateCents: 1580, heldCents: 1769, chargedCents: null, holdEndsAt: '2026-11-27T14:06:00.000Z' },
};

/** Weighed at packing: the two tomatoes came to 2.26 kg, $14.24; with the carrots $17.44 charged, $0.25 released. */
export const CAPTURED: Weighed = {
  lines: [{ ...TOMATOES, weighing: { estimatedGrams: 1000, actualGrams: 2260, chargedCents: 1424 } }, CARROTS],
  payment: { ...HELD.payment, state: 'captured', chargedCents: 1744 },
};

/** The card's hold ended before the farm weighed the order. */
export const LAPSED: Weighed = { lines: HELD.lines, payment: { ...HELD.payment, state: 'lapsed' } };

/** The hold ended, then the order was weighed: the shopper is sent a link to pay its exact $17.44. */
export const PAY_LINK_SENT: Weighed = { lines: CAPTURED.lines, payment: { ...CAPTURED.payment, state: 'pay_link_sent' } };
