/**
 * The farm's delivery rules as the checkout's tests need them: what `GET /api/delivery` and
 * `GET /api/delivery-days?postcode=` answer with one zone, the Island, or with none.
 */
import type { DeliveryDays, DeliveryOffer } from 'contract';

const ISLAND = { name: 'Island', feeCents: 800, freeFromCents: 6000 };

/** The Island's next delivery days on Thursday 26 November 2026: its Tuesdays and Fridays. */
export const ISLAND_DAYS = ['2026-12-01', '2026-12-04', '2026-12-08'];

export const offerWith = (minimumOrderCents: number, zones = [ISLAND]): DeliveryOffer => ({ minimumOrderCents, zones });

/** No zones: delivery anywhere, free, no day (today's checkout). */
export const NO_ZONES: DeliveryOffer = { minimumOrderCents: 0, zones: [] };

export const inIsland = (days = ISLAND_DAYS): DeliveryDays => ({ anywhere: false, zone: ISLAND, days });
export const OUTSIDE: DeliveryDays = { anywhere: false, zone: null, days: [] };
export const ANYWHERE: DeliveryDays = { anywhere: true, zone: null, days: [] };
