/** `today`: the calendar date of `now`, never of the real clock. */
import { formatIsoDate } from '../../../../validation/format-date';
import { toDate } from '../../../../validation/to-date';
import type { LogicOperation } from '../types';

/**
 * `{"today": {"var": "now"}}` → `"2025-03-14"`: the local calendar date of the given moment.
 * Without an argument it falls back to `now` of the data in scope (`{"today": []}` at the top
 * level of a rule), and gives `null` when there is none: rules never see the real clock.
 */
export function todayOp(this: unknown, now?: unknown): string | null {
  const source =
    now === undefined && typeof this === 'object' && this !== null
      ? (this as { now?: unknown }).now
      : now;
  const date = toDate(source);
  return date ? formatIsoDate(date) : null;
}

/** The `today` operation. */
export const todayOperation: LogicOperation = { name: 'today', apply: todayOp };
