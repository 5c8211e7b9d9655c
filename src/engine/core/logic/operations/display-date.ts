/** `display_date`: a date as the member reads it, for a message placeholder. */
import { formatDate } from '../../../../validation/format-date';
import { toDate } from '../../../../validation/to-date';
import type { LogicOperation } from '../types';

/**
 * `{"display_date": {"var": "derived.previousEnd"}}` → `"31-12-2020"`: spec section 5's display
 * format, the same in both languages, so a check's `{date}` reads as the member typed dates.
 * Unreadable input gives `null`, which leaves the placeholder out.
 */
export function displayDateOp(value: unknown): string | null {
  const date = toDate(value);
  return date ? formatDate(date) : null;
}

/** The `display_date` operation. */
export const displayDateOperation: LogicOperation = { name: 'display_date', apply: displayDateOp };
