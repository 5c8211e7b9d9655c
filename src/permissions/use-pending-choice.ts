// The pending-choice rule for an area page: whether a request blocking the area is pending, and
// which, so the page can name it in its notice where the wizard would show its guard.
import { blockingItems, pendingChoiceRules, type PendingChoiceFlag } from './pending-choice';
import { queriesFor } from './rule-queries';
import { useNow } from './use-now';
import { useRuleData } from './use-rule-data';

export interface PendingChoiceState {
  /** The pending requests and fund trades blocking the area (raw, as the queries answer). */
  items: readonly unknown[];
  /** True while a query the rule needs is loading. */
  loading: boolean;
}

/**
 * The requests blocking the area of `flag`. When a query fails nothing counts as pending: the
 * wizard reads the same answers and refuses to open on its own failure.
 */
export function usePendingChoice(flag: PendingChoiceFlag): PendingChoiceState {
  const now = useNow();
  const needs = pendingChoiceRules.flags[flag].needs;
  const { data, failed } = useRuleData(new Set(queriesFor(needs)));
  if (needs.some((query) => failed.has(query))) return { items: [], loading: false };
  const items = blockingItems(flag, data, now);
  return items === undefined ? { items: [], loading: true } : { items, loading: false };
}
