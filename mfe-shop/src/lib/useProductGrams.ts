import { useAvailability } from 'shared';
import { gramsOf, type KnownGrams } from './weighing';

/** Whether a product is weighed, as the page knows it now: first what its HTML was filled from, then the service's. */
export function useProductGrams(productId: number): KnownGrams {
  const { availability, weighing } = useAvailability();
  return gramsOf(availability, weighing, productId);
}
