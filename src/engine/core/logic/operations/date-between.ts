/** `date_between`: calendar-day range check. */
import { calendarDay } from '../calendar-day';
import type { LogicOperation } from '../types';

/**
 * `{"date_between": [date, start, end]}` → true when `start <= date <= end` as calendar days
 * (both bounds included). Unreadable dates give false.
 */
export function dateBetweenOp(date: unknown, start: unknown, end: unknown): boolean {
  const day = calendarDay(date);
  const from = calendarDay(start);
  const until = calendarDay(end);
  return day !== null && from !== null && until !== null && from <= day && day <= until;
}

/** The `date_between` operation. */
export const dateBetweenOperation: LogicOperation = { name: 'date_between', apply: dateBetweenOp };
