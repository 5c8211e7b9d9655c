/** `date_before`: calendar-day comparison. */
import { calendarDay } from '../calendar-day';
import type { LogicOperation } from '../types';

/**
 * `{"date_before": [a, b]}` → true when day `a` is strictly before day `b`. Unreadable dates
 * give false, so a missing date never satisfies a condition.
 */
export function dateBeforeOp(a: unknown, b: unknown): boolean {
  const first = calendarDay(a);
  const second = calendarDay(b);
  return first !== null && second !== null && first < second;
}

/** The `date_before` operation. */
export const dateBeforeOperation: LogicOperation = { name: 'date_before', apply: dateBeforeOp };
