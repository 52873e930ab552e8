import * as z from 'zod/mini';

/**
 * How an order reaches its shopper (docs/product.md#pickup-or-delivery): delivered to the address
 * typed at the checkout, or collected at the farm on a day the shopper chose. A delivery's day is
 * the day it is paid; a pickup's is its `pickupDay`, a calendar day (YYYY-MM-DD) in the farm's
 * time zone.
 */
export const FULFILMENT_METHODS = ['delivery', 'pickup'] as const;
const FulfilmentMethodSchema = z.enum(FULFILMENT_METHODS);
export type FulfilmentMethod = z.infer<typeof FulfilmentMethodSchema>;

/** As every view of an order tells it: `pickupDay` is null exactly for deliveries. */
export const FulfilmentSchema = z.object({ method: FulfilmentMethodSchema, pickupDay: z.nullable(z.string()) });
export type Fulfilment = z.infer<typeof FulfilmentSchema>;

/**
 * As the checkout asks for it. Absent (the product's plain request, docs/product.md#checkout-service-rules), the order is a delivery; a
 * pickup names its day, one of `GET /api/pickup-days`.
 */
export const FulfilmentRequestSchema = z.object({ method: FulfilmentMethodSchema, pickupDay: z.optional(z.string()) });

/** `GET /api/pickup-days`: the days a pickup may be booked for now, soonest first. */
export const PickupDaysSchema = z.object({ days: z.array(z.string()) });
