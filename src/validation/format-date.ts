/**
 * Date display of spec section 5 (dd-MM-yyyy, time HH:mm), and the ISO calendar-date form the
 * JSON-logic operations exchange.
 */
import { format } from 'date-fns';
import { toDate } from './to-date';

/** Shows a date as `dd-MM-yyyy`; strings are read with `parseDate`. Invalid input gives `''`. */
export function formatDate(value: Date | string): string {
  const date = toDate(value);
  return date ? format(date, 'dd-MM-yyyy') : '';
}

/** Shows the time of a date as `HH:mm` (24-hour). Invalid input gives `''`. */
export function formatTime(value: Date | string): string {
  const date = toDate(value);
  return date ? format(date, 'HH:mm') : '';
}

/** The local calendar date as `yyyy-MM-dd`; these strings sort and compare like the dates. */
export function formatIsoDate(value: Date): string {
  return format(value, 'yyyy-MM-dd');
}
