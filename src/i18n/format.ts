// Display formats of spec section 5 for dates: dd-MM-yyyy and times HH:mm, the same in both
// languages. Numbers and amounts follow the language: `format-number.ts`.
import { isValid, parseISO } from 'date-fns';
import { showDate, showTime } from '../validation/format-date';

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  return parseISO(value);
}

/** dd-MM-yyyy; an empty string for a missing or invalid date. */
export function formatDate(value: DateInput | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return isValid(date) ? showDate(date) : '';
}

/** HH:mm; an empty string for a missing or invalid date. */
export function formatTime(value: DateInput | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return isValid(date) ? showTime(date) : '';
}

/** dd-MM-yyyy HH:mm. */
export function formatDateTime(value: DateInput | null | undefined): string {
  const date = formatDate(value);
  return date && `${date} ${formatTime(value)}`;
}
