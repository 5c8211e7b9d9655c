/** `cohabiting_allowed`: spec section 5 "cohabiting only after a given date". */
import { isCohabitingDateAllowed } from '../../../../validation/date-rules';
import { toDate } from '../../../../validation/to-date';
import type { LogicOperation } from '../types';

/**
 * `{"cohabiting_allowed": [startDate, after]}` → true when living together started strictly after
 * the given date (`isCohabitingDateAllowed`). An unreadable start gives false; without a readable
 * date to start after it gives true. Message `validation.cohabiting` (`{date}`).
 */
export function cohabitingAllowedOp(startDate: unknown, after: unknown): boolean {
  const limit = toDate(after);
  if (limit === null) return true;
  const start = toDate(startDate);
  return start !== null && isCohabitingDateAllowed(start, limit);
}

/** The `cohabiting_allowed` operation. */
export const cohabitingAllowedOperation: LogicOperation = {
  name: 'cohabiting_allowed',
  apply: cohabitingAllowedOp,
};
