/** `date_not_future`: spec section 5 "must not be in the future", for a field check. */
import { isNotInFuture } from '../../../../validation/date-rules';
import { toDate } from '../../../../validation/to-date';
import type { LogicOperation } from '../types';

/**
 * `{"date_not_future": [date, {"var": "now"}]}` → true when the date is today or earlier, in
 * calendar days (`isNotInFuture`). An unreadable date gives false. Message
 * `validation.date.notFuture`.
 */
export function dateNotFutureOp(date: unknown, now: unknown): boolean {
  const day = toDate(date);
  const today = toDate(now);
  return day !== null && today !== null && isNotInFuture(day, today);
}

/** The `date_not_future` operation. */
export const dateNotFutureOperation: LogicOperation = {
  name: 'date_not_future',
  apply: dateNotFutureOp,
};
