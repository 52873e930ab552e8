import { API_PATHS } from 'shared/src/api';

/** The packing page's three sections, each its own `?section=` and its own view of the API. */
export const PACKING_SECTIONS = [
  { id: 'list', label: 'Packing list', api: API_PATHS.staffPacking },
  { id: 'slips', label: 'Packing slips', api: API_PATHS.staffSlips },
  { id: 'run', label: 'Delivery run sheet', api: API_PATHS.staffRunSheet },
] as const;

export type PackingSectionId = (typeof PACKING_SECTIONS)[number]['id'];
