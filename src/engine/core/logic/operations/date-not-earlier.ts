/** `date_not_earlier`: spec section 5 "not earlier than a limit". */
import { isNotEarlierThan } from '../../../../validation/date-rules';
import type { LogicOperation } from '../types';
import { againstLimit } from './against-limit';

/**
 * `{"date_not_earlier": [date, limit]}` → true when the date is the limit or later, in calendar
 * days (`isNotEarlierThan`). An unreadable date gives false; without a readable limit (the start
 * of a relation the member does not have) there is nothing to compare with and it gives true.
 * Message `validation.date.notEarlier` (`{date}`), or the flow's own that says which limit.
 */
export const dateNotEarlierOp = againstLimit(isNotEarlierThan);

/** The `date_not_earlier` operation. */
export const dateNotEarlierOperation: LogicOperation = {
  name: 'date_not_earlier',
  apply: dateNotEarlierOp,
};
