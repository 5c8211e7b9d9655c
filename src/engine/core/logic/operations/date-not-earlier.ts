/** `date_not_earlier`: spec section 5 "not earlier than a limit". */
import { isNotEarlierThan } from '../../../../validation/date-rules';
import { toDate } from '../../../../validation/to-date';
import type { LogicOperation } from '../types';

/**
 * `{"date_not_earlier": [date, limit]}` → true when the date is the limit or later, in calendar
 * days (`isNotEarlierThan`). An unreadable date gives false; without a readable limit (the start
 * of a relation the member does not have) there is nothing to compare with and it gives true.
 * Message `validation.date.notEarlier` (`{date}`), or the flow's own that says which limit.
 */
export function dateNotEarlierOp(date: unknown, limit: unknown): boolean {
  const bound = toDate(limit);
  if (bound === null) return true;
  const day = toDate(date);
  return day !== null && isNotEarlierThan(day, bound);
}

/** The `date_not_earlier` operation. */
export const dateNotEarlierOperation: LogicOperation = {
  name: 'date_not_earlier',
  apply: dateNotEarlierOp,
};
