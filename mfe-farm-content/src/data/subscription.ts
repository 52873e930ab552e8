export interface SubscriptionOption {
  value: string;
  label: string;
  description: string;
}

/** Box sizes (docs/product.md#subscription): small = Couple, medium = Family, large = Gathering. */
export const BOX_SIZES: readonly SubscriptionOption[] = [
  { value: 'small', label: 'Couple', description: 'Small box: fresh produce for two people.' },
  { value: 'medium', label: 'Family', description: 'Medium box: enough for a family of four.' },
  { value: 'large', label: 'Gathering', description: 'Large box: for big households and shared tables.' },
];

export const FREQUENCIES: readonly SubscriptionOption[] = [
  { value: 'weekly', label: 'Weekly', description: 'A box every week.' },
  { value: 'biweekly', label: 'Biweekly', description: 'A box every two weeks.' },
  { value: 'monthly', label: 'Monthly', description: 'A box once a month.' },
];

/** Medium (Family) and weekly are the defaults (docs/product.md#subscription). */
export const DEFAULT_SUBSCRIPTION: Record<'boxSize' | 'frequency', string> = { boxSize: 'medium', frequency: 'weekly' };

/** What a Seasonal Produce Box holds, shown beside the form. */
export const BOX_CONTENTS: readonly string[] = [
  'Vegetables, fruit and grains picked in the week of delivery',
  'Certified organic, grown without synthetic pesticides or fertilizers',
  'Plastic-free packing, brought to your door by our own vans',
  'Pause or change your box any time',
];
