/** `date_on_or_before`: spec section 5 "before or equal to the end date". */
import { isOnOrBefore } from '../../../../validation/date-rules';
import { toDate } from '../../../../validation/to-date';
import type { LogicOperation } from '../types';

/**
 * `{"date_on_or_before": [date, endDate]}` → true when the date is on or before the end date, in
 * calendar days (`isOnOrBefore`). An unreadable date gives false; without a readable end date
 * (not answered yet, or itself in error) there is nothing to compare with and it gives true.
 * Message `validation.date.beforeOrEqualEnd`.
 */
export function dateOnOrBeforeOp(date: unknown, endDate: unknown): boolean {
  const end = toDate(endDate);
  if (end === null) return true;
  const day = toDate(date);
  return day !== null && isOnOrBefore(day, end);
}

/** The `date_on_or_before` operation. */
export const dateOnOrBeforeOperation: LogicOperation = {
  name: 'date_on_or_before',
  apply: dateOnOrBeforeOp,
};
