// Display formats of spec section 5: dates dd-MM-yyyy, times HH:mm, and whole euros with a
// period as thousands separator (the same in both languages).
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

/** A whole number with a period between thousands: 1234567 → "1.234.567". */
export function formatWholeNumber(value: number): string {
  // Halves round away from zero, as people expect of money (-2.5 → -3).
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return rounded < 0 ? `-${digits}` : digits;
}

/** Whole euros: 1234.56 → "€ 1.235", -1500 → "€ -1.500"; empty for a missing value. */
export function formatCurrency(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return `€ ${formatWholeNumber(value)}`;
}
