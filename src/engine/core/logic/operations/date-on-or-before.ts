/** `date_on_or_before`: spec section 5 "before or equal to the end date". */
import { isOnOrBefore } from '../../../../validation/date-rules';
import type { LogicOperation } from '../types';
import { againstLimit } from './against-limit';

/**
 * `{"date_on_or_before": [date, endDate]}` → true when the date is on or before the end date, in
 * calendar days (`isOnOrBefore`). An unreadable date gives false; without a readable end date
 * (not answered yet, or itself in error) there is nothing to compare with and it gives true.
 * Message `validation.date.beforeOrEqualEnd`.
 */
export const dateOnOrBeforeOp = againstLimit(isOnOrBefore);

/** The `date_on_or_before` operation. */
export const dateOnOrBeforeOperation: LogicOperation = {
  name: 'date_on_or_before',
  apply: dateOnOrBeforeOp,
};
