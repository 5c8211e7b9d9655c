/** Date operations compare calendar days, so a time of day never tips a comparison. */
import { startOfDay } from 'date-fns';
import { toDate } from '../../../validation/to-date';

/** The start of the local calendar day of `value` in epoch ms, or `null` when unreadable. */
export function calendarDay(value: unknown): number | null {
  const date = toDate(value);
  return date ? startOfDay(date).getTime() : null;
}
