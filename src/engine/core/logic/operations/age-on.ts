/** `age_on`: a person's age in whole years on a date. */
import { ageOn } from '../../../../validation/date-rules';
import { toDate } from '../../../../validation/to-date';
import type { LogicOperation } from '../types';

/**
 * `{"age_on": [birthDate, onDate, fallback?]}` → whole years completed on `onDate` (someone born
 * on 29 February completes a year on 1 March in common years). When either date is missing or
 * unreadable it gives `fallback` if given, else `null`; spec section 5 defaults a person's age
 * to 18 without a birth date: `{"age_on": [{"var": "birthDate"}, {"var": "now"}, 18]}`.
 */
export function ageOnOp(birthDate: unknown, onDate: unknown, fallback?: unknown): unknown {
  const birth = toDate(birthDate);
  const on = toDate(onDate);
  const age = birth && on ? ageOn(birth, on) : null;
  return age ?? fallback ?? null;
}

/** The `age_on` operation. */
export const ageOnOperation: LogicOperation = { name: 'age_on', apply: ageOnOp };
