/** `months_to_ym`: a number of months as a pension age `{year, month}`. */
import { monthsToPensionAge, type PensionAge } from '../../../../validation/pension-age';
import type { LogicOperation } from '../types';

/**
 * `{"months_to_ym": 807}` → `{year: 67, month: 3}` (month 0 to 11; fractions are dropped). The
 * inverse of `ym_to_months`. Non-finite or non-numeric input gives `null`.
 */
export function monthsToYmOp(months: unknown): PensionAge | null {
  return typeof months === 'number' && Number.isFinite(months) ? monthsToPensionAge(months) : null;
}

/** The `months_to_ym` operation. */
export const monthsToYmOperation: LogicOperation = { name: 'months_to_ym', apply: monthsToYmOp };
