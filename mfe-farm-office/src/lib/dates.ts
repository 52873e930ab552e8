/**
 * Days and times as the farm reads them: in the browser's own time zone (the farm's), while the
 * service speaks ISO 8601 in UTC.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day of a moment, as YYYY-MM-DD (what date inputs and `?day=` use). */
const localDay = (moment: Date) => `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "Today, 14:05" for today's, "12 Nov 2026, 14:05" for any other day. */
export function formatMoment(iso: string, now = new Date()): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return localDay(moment) === localDay(now) ? `Today, ${TIME.format(moment)}` : DATE_TIME.format(moment);
}

/** A `?day=` value that is a real day, else null (then the page asks the service for the farm's today). */
export function validDay(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(new Date(`${value}T00:00:00`).getTime()) ? value : null;
}

const DAY_NAME = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** "Tuesday, 24 November 2026" for 2026-11-24 (read at noon, so no time zone moves the day). */
export const formatDay = (day: string) => DAY_NAME.format(new Date(`${day}T12:00:00`));
