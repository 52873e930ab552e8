import person1 from '../assets/common/person-1.svg';
import person2 from '../assets/common/person-2.svg';
import person3 from '../assets/common/person-3.svg';
import person4 from '../assets/common/person-4.svg';
import person5 from '../assets/common/person-5.svg';
import person6 from '../assets/common/person-6.svg';
import person7 from '../assets/common/person-7.svg';

/** A customer's words (docs/product.md#sample-data-counts); ratings run 0-5 in half steps. */
export interface Testimonial {
  id: number;
  thumb: string;
  testimonial: string;
  name: string;
  designation: string;
  ratings: number;
}

/** The 7 home-page testimonials. */
export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    thumb: person1,
    testimonial:
      'Our tasting menu changes with whatever Terra Verde harvests that week. The greens arrive so fresh they still smell of the field.',
    name: 'Helena Duarte',
    designation: 'Head Chef, Casa Lagoa',
    ratings: 5,
  },
  {
    id: 2,
    thumb: person2,
    testimonial: 'I sell their strawberries at the Saturday market and they are gone before ten. Reliable deliveries and honest prices.',
    name: 'Marcos Ribeiro',
    designation: 'Market Vendor',
    ratings: 4.5,
  },
  {
    id: 3,
    thumb: person3,
    testimonial:
      'The produce box has changed how my family eats. The children now fight over the carrots, which I never thought I would see.',
    name: 'Lúcia Campos',
    designation: 'Subscriber',
    ratings: 5,
  },
  {
    id: 4,
    thumb: person4,
    testimonial: 'Our school kitchen serves 400 lunches a day. Terra Verde plans harvests with us so the menu is always seasonal.',
    name: 'Carla Menezes',
    designation: 'School Nutritionist',
    ratings: 4.5,
  },
  {
    id: 5,
    thumb: person5,
    testimonial: 'Their heritage maize makes the best polenta we have ever served. You can taste the care that goes into the soil.',
    name: 'Paulo Nogueira',
    designation: 'Restaurant Owner',
    ratings: 4,
  },
  {
    id: 6,
    thumb: person6,
    testimonial: 'I visited the farm with my students and saw how they rotate crops and save rainwater. Real sustainability, not a slogan.',
    name: 'Renata Alves',
    designation: 'Biology Teacher',
    ratings: 5,
  },
  {
    id: 7,
    thumb: person7,
    testimonial: 'Fast delivery, beautiful fruit and friendly people on the phone. Ordering from them is the easiest part of my week.',
    name: 'Tiago Martins',
    designation: 'Café Owner',
    ratings: 3.5,
  },
];

/** The 3 testimonials on the Services page. */
export const servicesTestimonials: readonly Testimonial[] = testimonials.slice(0, 3);

export const testimonialsSection = {
  eyebrow: 'Testimonials',
  title: 'What Our Customers Say',
} as const;
