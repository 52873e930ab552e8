import { leftOf, type KnownLeft } from './stock';
import { useAvailability } from 'shared';

/** One product's `left` as the page knows it now: first what its HTML was filled from, then the service's. */
export function useProductLeft(productId: number): KnownLeft {
  return leftOf(useAvailability().availability, productId);
}
