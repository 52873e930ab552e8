import { FARM_PICKUP, formatPickupDay } from 'contract';

/**
 * How the checkout, the success page and the order page word delivery or pickup at the farm
 * (the choices' own labels are FULFILMENT_CHOICES in shared, which the e-mails say too).
 */
export const FULFILMENT_TEXTS = {
  choiceLegend: 'How should your order reach you?',
  farmHeading: 'Pickup at the farm',
  addressLabel: 'Address',
  hoursLabel: 'Opening hours',
  hours: `Monday to Saturday, ${FARM_PICKUP.hours}`,
  dayLegend: 'Pickup day',
  daysLoading: 'Loading the pickup days…',
  daysFailed: 'We could not load the pickup days just now. Try again, or choose delivery to your address.',
  noDays: 'No pickup day can be booked just now. Please choose delivery to your address.',
  retry: 'Try again',
  phoneLabel: 'Phone',
  phoneHint: 'We call this number if no one comes for the order.',
  pickupNotesPlaceholder: 'Notes about your order, e.g. when you will come.',
  prepared: 'Your payment was received and your fresh produce is being prepared.',
  pickupSection: 'Pickup',
  pickupName: 'Collected by',
  dayToConfirm: 'Pickup at the farm: we will confirm the day with you.',
} as const;

/** "Pickup at the farm on Saturday, 28 November 2026, 08:00 to 17:00" (a day already checked with isCalendarDay). */
export const pickupSentence = (day: string) => `Pickup at the farm on ${formatPickupDay(day)}, ${FARM_PICKUP.hours}`;
