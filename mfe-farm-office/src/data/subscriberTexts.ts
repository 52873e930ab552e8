import { API_PATHS } from 'contract';

/** The newsletter subscribers' words. */
export const SUBSCRIBER_TEXTS = {
  title: 'Subscribers',
  description: 'The newsletter’s confirmed addresses, newest first, and their CSV for the farm’s mailing tool.',
  intro:
    'Only addresses whose owner followed the confirmation e-mail’s link are here; an address that unsubscribes leaves the list at once.',
  loading: 'Loading the subscribers…',
  none: 'No confirmed subscribers yet.',
  count: (total: number) => (total === 1 ? '1 confirmed subscriber.' : `${total} confirmed subscribers.`),
  download: 'Download CSV',
  downloadDetail: ' (confirmed subscribers)',
  caption: 'Confirmed subscribers',
  columns: { email: 'E-mail', confirmed: 'Confirmed' },
} as const;

/** The list as the mailing tool takes it: the API's own CSV, which the browser downloads with the staff session's cookie. */
export const SUBSCRIBERS_CSV = `${API_PATHS.staffSubscribers}?format=csv`;
