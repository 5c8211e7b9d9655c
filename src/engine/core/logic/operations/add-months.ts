/** `add_months`: shifts a date by calendar months. */
import { addMonths } from 'date-fns';
import { formatIsoDate } from '../../../../validation/format-date';
import { toDate } from '../../../../validation/to-date';
import type { LogicOperation } from '../types';

/**
 * `{"add_months": [date, n]}` → the ISO date `n` calendar months later (negative `n` goes back).
 * A day that does not exist in the target month becomes its last day (31 January + 1 month →
 * 28 or 29 February). Unreadable date or non-integer `n` gives `null`.
 */
export function addMonthsOp(date: unknown, months: unknown): string | null {
  const start = toDate(date);
  if (!start || typeof months !== 'number' || !Number.isInteger(months)) return null;
  return formatIsoDate(addMonths(start, months));
}

/** The `add_months` operation. */
export const addMonthsOperation: LogicOperation = { name: 'add_months', apply: addMonthsOp };
