/** `ym_to_months`: a pension age `{year, month}` as a number of months. */
import { isPensionAge, pensionAgeToMonths } from '../../../../validation/pension-age';
import type { LogicOperation } from '../types';

/**
 * `{"ym_to_months": {"var": "personalPensionAge.statePensionAge"}}` → `year * 12 + month`
 * (`{year: 67, month: 3}` → 807), so pension ages compare and subtract as numbers. Anything but
 * an object with numeric `year` and `month` gives `null`.
 */
export function ymToMonthsOp(value: unknown): number | null {
  return isPensionAge(value) ? pensionAgeToMonths(value) : null;
}

/** The `ym_to_months` operation. */
export const ymToMonthsOperation: LogicOperation = { name: 'ym_to_months', apply: ymToMonthsOp };
