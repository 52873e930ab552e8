/** A question in the service-details FAQ accordion (docs/product.md#service-details). */
export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

export const serviceFaq: readonly FaqItem[] = [
  {
    id: 1,
    question: 'Do you use any soil additives?',
    answer:
      'Only natural ones. We enrich the soil with compost made on the farm, green manure from cover crops and certified organic mineral powders such as rock dust. No synthetic fertilizers ever touch our fields.',
  },
  {
    id: 2,
    question: 'Do you use herbicides on your crops?',
    answer:
      'No. Weeds are controlled by mulching, crop rotation, hand hoeing and flame weeding. Our certification forbids synthetic herbicides, and we would not use them anyway.',
  },
  {
    id: 3,
    question: 'Where does your irrigation water come from?',
    answer:
      'Most of it is rainwater collected from our barn roofs into ponds, topped up from a licensed spring on the property. Drip lines deliver it straight to the roots so nothing is wasted.',
  },
];
