/** `pension_age_in_range`: spec section 5 "at most 5 years after or before the state pension age". */
import { isWithinStatePensionAgeRange } from '../../../../validation/date-rules';
import {
  isPensionAge,
  monthsToPensionAge,
  type PensionAge,
} from '../../../../validation/pension-age';
import type { LogicOperation } from '../types';

/** `{ year, month }` as is, a whole number of months as `{ year, month }`, else null. */
function ageOf(value: unknown): PensionAge | null {
  if (isPensionAge(value)) return value;
  return Number.isInteger(value) ? monthsToPensionAge(value as number) : null;
}

/** A window in months, or undefined for the predicate's default (5 years). */
const windowOf = (value: unknown) => (Number.isInteger(value) ? (value as number) : undefined);

/**
 * `{"pension_age_in_range": [age, statePensionAge, monthsBelow?, monthsAbove?]}` → true when the
 * age lies at most `monthsBelow` before and `monthsAbove` after the state pension age, bounds
 * included (`isWithinStatePensionAgeRange`; the window defaults to 5 years either side, spec
 * section 9, and the global parameters may set it). Ages are `{ year, month }` or a number of
 * months. An unreadable age gives false; without a state pension age it gives true.
 * Message `validation.date.statePensionAgeRange`.
 */
export function pensionAgeInRangeOp(
  age: unknown,
  statePensionAge: unknown,
  monthsBelow?: unknown,
  monthsAbove?: unknown,
): boolean {
  const state = ageOf(statePensionAge);
  if (state === null) return true;
  const chosen = ageOf(age);
  return (
    chosen !== null &&
    isWithinStatePensionAgeRange(chosen, state, {
      monthsBelow: windowOf(monthsBelow),
      monthsAbove: windowOf(monthsAbove),
    })
  );
}

/** The `pension_age_in_range` operation. */
export const pensionAgeInRangeOperation: LogicOperation = {
  name: 'pension_age_in_range',
  apply: pensionAgeInRangeOp,
};
