// A date as the site shows it to readers, in English and in UTC, written without Intl. The first Intl
// object a page creates costs 120-280 ms of main thread on a phone-speed CPU (4x slowed: ICU starting
// up), and every guide page ("Last updated"), post and the home page created one while the app
// hydrated. The text is the one Intl gives for `en` (tests/shown-date.unit.ts compares the two).

const MONTHS = [
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
] as const;

/** How the month is written: `Nov 14, 2023` or `November 14, 2023`. */
export type MonthStyle = 'short' | 'long';

/** A date (a `Date`, an ISO string or a timestamp) as the site shows it, in UTC. */
export function shownDate(date: Date | string | number, month: MonthStyle): string {
  const at = new Date(date);
  const name = MONTHS[at.getUTCMonth()]!;
  return `${month === 'short' ? name.slice(0, 3) : name} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;
}

/** `March 14, 2025`: how the site shows a post's date. */
export function formatPostDate(isoDate: string): string {
  return shownDate(isoDate, 'long');
}
