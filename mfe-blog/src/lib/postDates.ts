import type { PostDate } from '../data/types';

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface PostDates {
  date: PostDate;
  full_date: string;
  isoDate: string;
}

/**
 * The three ways a post's date is shown, from one ISO date ("2026-11-18"), so the badge,
 * the written-out date and the structured data can never disagree.
 */
export function postDates(isoDate: string): PostDates {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Not an ISO date: ${isoDate}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return {
    date: { day, month: SHORT_MONTHS[month - 1], year },
    full_date: `${LONG_MONTHS[month - 1]} ${day}, ${year}`,
    isoDate,
  };
}

/** "November 2026" for an ISO date: the archive a post belongs to. */
export function archiveMonth(isoDate: string): string {
  const { date } = postDates(isoDate);
  return `${LONG_MONTHS[SHORT_MONTHS.indexOf(date.month)]} ${date.year}`;
}
