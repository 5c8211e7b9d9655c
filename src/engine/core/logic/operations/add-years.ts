/** `add_years`: shifts a date by calendar years. */
import { addYears } from 'date-fns';
import { formatIsoDate } from '../../../../validation/format-date';
import { toDate } from '../../../../validation/to-date';
import type { LogicOperation } from '../types';

/**
 * `{"add_years": [date, n]}` → the ISO date `n` years later (negative `n` goes back); 29 February
 * becomes 28 February in a common year. Unreadable date or non-integer `n` gives `null`.
 */
export function addYearsOp(date: unknown, years: unknown): string | null {
  const start = toDate(date);
  if (!start || typeof years !== 'number' || !Number.isInteger(years)) return null;
  return formatIsoDate(addYears(start, years));
}

/** The `add_years` operation. */
export const addYearsOperation: LogicOperation = { name: 'add_years', apply: addYearsOp };
