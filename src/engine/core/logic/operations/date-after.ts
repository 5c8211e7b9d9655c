/** `date_after`: calendar-day comparison. */
import { calendarDay } from '../calendar-day';
import type { LogicOperation } from '../types';

/**
 * `{"date_after": [a, b]}` → true when day `a` is strictly after day `b`. Unreadable dates give
 * false, so a missing date never satisfies a condition.
 */
export function dateAfterOp(a: unknown, b: unknown): boolean {
  const first = calendarDay(a);
  const second = calendarDay(b);
  return first !== null && second !== null && first > second;
}

/** The `date_after` operation. */
export const dateAfterOperation: LogicOperation = { name: 'date_after', apply: dateAfterOp };
