/**
 * Date display of spec section 5 (dd-MM-yyyy, time HH:mm), and the ISO calendar-date form the
 * JSON-logic operations exchange. The patterns are fixed, so they are written out here rather than
 * going through date-fns `format` (its token engine and English locale data are large, and every
 * route that evaluates a rule would carry them).
 */
import { toDate } from './to-date';

const two = (value: number) => String(value).padStart(2, '0');

/** As date-fns `format`: an invalid date is a programming error, not an empty text. */
function valid(date: Date): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return date;
}

/** The year as date-fns `yyyy` shows it: era years (1 BC is 1), at least four digits. */
const fourDigitYear = (date: Date) => {
  const year = date.getFullYear();
  return String(year > 0 ? year : 1 - year).padStart(4, '0');
};

/** `dd-MM-yyyy` of a `Date`; throws a RangeError for an invalid one. */
export function showDate(value: Date): string {
  const date = valid(value);
  return `${two(date.getDate())}-${two(date.getMonth() + 1)}-${fourDigitYear(date)}`;
}

/** `HH:mm` (24-hour) of a `Date`; throws a RangeError for an invalid one. */
export function showTime(value: Date): string {
  const date = valid(value);
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** Shows a date as `dd-MM-yyyy`; strings are read with `parseDate`. Invalid input gives `''`. */
export function formatDate(value: Date | string): string {
  const date = toDate(value);
  return date ? showDate(date) : '';
}

/** Shows the time of a date as `HH:mm` (24-hour). Invalid input gives `''`. */
export function formatTime(value: Date | string): string {
  const date = toDate(value);
  return date ? showTime(date) : '';
}

/** The local calendar date as `yyyy-MM-dd`; these strings sort and compare like the dates. */
export function formatIsoDate(value: Date): string {
  const date = valid(value);
  return `${fourDigitYear(date)}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
