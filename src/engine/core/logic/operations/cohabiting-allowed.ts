/** `cohabiting_allowed`: spec section 5 "cohabiting only after a given date". */
import { isCohabitingDateAllowed } from '../../../../validation/date-rules';
import type { LogicOperation } from '../types';
import { againstLimit } from './against-limit';

/**
 * `{"cohabiting_allowed": [startDate, after]}` → true when living together started strictly after
 * the given date (`isCohabitingDateAllowed`). An unreadable start gives false; without a readable
 * date to start after it gives true. Message `validation.cohabiting` (`{date}`).
 */
export const cohabitingAllowedOp = againstLimit(isCohabitingDateAllowed);

/** The `cohabiting_allowed` operation. */
export const cohabitingAllowedOperation: LogicOperation = {
  name: 'cohabiting_allowed',
  apply: cohabitingAllowedOp,
};
