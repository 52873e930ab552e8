/**
 * The Delivery screen's words (its own module, so they load with its route only). The service
 * writes its own refusals; these are what the office says itself.
 */
export const DELIVERY_TEXTS = {
  title: 'Delivery',
  description:
    'Where the farm delivers and on which days, what a delivery costs, the smallest order, and the next two weeks’ bookings against what the farm can pack.',
  loading: 'Loading the delivery rules…',
  days: {
    heading: 'The next 14 days',
    caption: 'Bookings for the next 14 days, against what the farm can pack',
    day: 'Day',
    pickup: 'Pickup',
    actions: 'Actions',
    /** "7 of 25": booked against capacity. */
    booked: (booked: number, capacity: number | null) => (capacity === null ? `${booked}, no limit` : `${booked} of ${capacity}`),
    full: 'Full',
    closed: 'Closed',
    /** A zone whose van does not go out that weekday. */
    noVan: 'No delivery',
    /** Sundays: the farm is closed for pickup whatever the rules say (contract's isOpeningDay). */
    noPickup: 'No pickup',
    close: 'Close this day',
    reopen: 'Reopen',
  },
  closing: {
    heading: (day: string) => `Close ${day}?`,
    loading: 'Looking for orders booked on this day…',
    none: 'No orders are booked on this day.',
    toCall: (count: number) =>
      count === 1
        ? 'This order is already booked on this day. Call the customer to move it:'
        : `These ${count} orders are already booked on this day. Call the customers to move them:`,
    confirm: (day: string) => `Close ${day}`,
    cancel: 'Keep it open',
    closed: (day: string) => `${day} is closed: the shop no longer offers it.`,
    reopened: (day: string) => `${day} is open again.`,
  },
  rules: {
    heading: 'Rules',
    noZones: 'With no zones, the shop delivers anywhere, any opening day, for free.',
    minimum: 'Minimum order ($)',
    minimumHint: '0 for no minimum',
    pickup: 'Pickup at the farm',
    pickupCapacity: 'Pickups a day',
    capacityHint: 'Leave empty: no limit',
    cutoffHour: 'Cut-off hour',
    cutoffHint: 'On the day before, 0 to 24: 18 stops taking orders for a day at 18:00 the day before, 24 at midnight.',
    closedDays: 'Closed days',
    noClosedDays: 'No closed days.',
    addClosedDay: 'Add closed day',
    newClosedDay: 'Day to close',
    remove: 'Remove',
    zones: 'Delivery zones',
    addZone: 'Add a zone',
    zone: (index: number, name: string) => (name.trim() ? `Zone: ${name.trim()}` : `Zone ${index + 1}`),
    removeZone: (index: number, name: string) => (name.trim() ? `Remove the zone ${name.trim()}` : `Remove zone ${index + 1}`),
    zoneName: 'Name',
    prefixes: 'Postcode prefixes',
    prefixesHint: 'Digits, separated by commas or spaces: 8801, 8802',
    weekdays: 'Delivery days',
    weekdayNames: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    fee: 'Fee ($)',
    freeFrom: 'Free from ($)',
    freeFromHint: 'Leave empty: never free',
    capacity: 'Deliveries a day',
    save: 'Save the rules',
    saving: 'Saving…',
    saved: 'Delivery rules saved.',
    notSaved: 'The rules were not saved:',
  },
  /** The office's own sentences for what it reads before sending: the service checks again. */
  problems: {
    amount: (label: string) => `${label}: enter an amount in dollars, such as 15 or 15.50.`,
    whole: (label: string) => `${label}: enter a whole number.`,
    hour: (label: string) => `${label}: enter an hour from 0 to 24.`,
    prefixes: (zone: string) => `${zone}: enter the postcode prefixes as digits, separated by commas or spaces.`,
    weekdays: (zone: string) => `${zone}: tick at least one delivery day.`,
    day: 'Choose a day to close.',
  },
  changes: {
    heading: 'Last changes',
    none: 'The rules have not been changed yet: the shop delivers anywhere, for free.',
    by: 'by',
    /** `script`: changed with ADMIN_TOKEN (`PUT /api/admin/delivery`), not by a staff member. */
    script: 'a script (admin token)',
  },
} as const;
