import { API_PATHS } from 'contract';

/**
 * The packing page's three sections, each its own `?section=` and its own view of the API, with
 * which orders the service puts in it for the day (docs/architecture.md#the-farms-office).
 */
const PAID_FOR_THE_DAY =
  'Paid orders not yet packed: the pickups and deliveries booked for this day, and the deliveries with no day booked paid on it.';

export const PACKING_SECTIONS = [
  {
    id: 'list',
    label: 'Packing list',
    api: API_PATHS.staffPacking,
    scope: PAID_FOR_THE_DAY,
  },
  {
    id: 'slips',
    label: 'Packing slips',
    api: API_PATHS.staffSlips,
    scope: PAID_FOR_THE_DAY,
  },
  {
    id: 'run',
    label: 'Delivery run sheet',
    api: API_PATHS.staffRunSheet,
    scope: 'Deliveries booked for this day (or, with no day booked, that went out on it), by zone; pickups are not on the run.',
  },
] as const;

export type PackingSectionId = (typeof PACKING_SECTIONS)[number]['id'];
