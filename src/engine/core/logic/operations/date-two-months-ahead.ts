/** `date_two_months_ahead`: spec section 5 "at least two months in the future". */
import { isAtLeastTwoMonthsInFuture } from '../../../../validation/date-rules';
import { toDate } from '../../../../validation/to-date';
import type { LogicOperation } from '../types';

/**
 * `{"date_two_months_ahead": [date, {"var": "now"}]}` → true when the date is on or after today
 * plus two calendar months (`isAtLeastTwoMonthsInFuture`, spec section 9). An unreadable date
 * gives false. Message `validation.date.twoMonthsAhead`, or the flow's own where the member typed
 * something else than the date (an age).
 */
export function dateTwoMonthsAheadOp(date: unknown, now: unknown): boolean {
  const day = toDate(date);
  const today = toDate(now);
  return day !== null && today !== null && isAtLeastTwoMonthsInFuture(day, today);
}

/** The `date_two_months_ahead` operation. */
export const dateTwoMonthsAheadOperation: LogicOperation = {
  name: 'date_two_months_ahead',
  apply: dateTwoMonthsAheadOp,
};
