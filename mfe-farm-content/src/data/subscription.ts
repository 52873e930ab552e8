import {
  FARM_PICKUP,
  BOX_FREQUENCIES,
  BOX_FREQUENCY_LABELS,
  BOX_METHOD_LABELS,
  BOX_METHODS,
  BOX_SIZE_LABELS,
  BOX_SIZES,
  type BoxFrequency,
  type BoxMethod,
  type BoxSize,
} from 'contract';

export interface SubscriptionOption {
  value: string;
  label: string;
  description: string;
}

/** The contract's values and labels (what the service checks), with the words the page adds. */
const options = <V extends string>(values: readonly V[], labels: Record<V, string>, descriptions: Record<V, string>) =>
  values.map((value): SubscriptionOption => ({ value, label: labels[value], description: descriptions[value] }));

/** Box sizes (docs/product.md#subscription): small = Couple, medium = Family, large = Gathering. */
export const BOX_SIZE_OPTIONS = options<BoxSize>(BOX_SIZES, BOX_SIZE_LABELS, {
  small: 'Small box: fresh produce for two people.',
  medium: 'Medium box: enough for a family of four.',
  large: 'Large box: for big households and shared tables.',
});

export const FREQUENCY_OPTIONS = options<BoxFrequency>(BOX_FREQUENCIES, BOX_FREQUENCY_LABELS, {
  weekly: 'A box every week.',
  biweekly: 'A box every two weeks.',
  monthly: 'A box once a month.',
});

export const METHOD_OPTIONS = options<BoxMethod>(BOX_METHODS, BOX_METHOD_LABELS, {
  delivery: 'Our own van brings it to your address.',
  pickup: `Collect it at the farm, Monday to Saturday, ${FARM_PICKUP.hours}.`,
});

/** What a Seasonal Produce Box holds, shown beside the form. */
export const BOX_CONTENTS: readonly string[] = [
  'Vegetables, fruit and grains picked in the week of delivery',
  'Certified organic, grown without synthetic pesticides or fertilizers',
  'Plastic-free packing, brought to your door by our own vans or ready to collect at the farm',
  'Pause or change your box any time: just tell us',
];
