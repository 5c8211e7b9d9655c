// Permission flags for React: fetches only the queries the asked flags need, then evaluates
// rules/permissions.json (and the pending-choice flags of rules/pending-choice.json) over the
// answers.
import type { QueryName } from '../api/queries/query-registry';
import { evaluateFlags, type FlagValues } from './evaluate-flags';
import { flagRules, type FlagName } from './flag-rules';
import { queriesFor } from './rule-queries';
import { permissionFlagNames, type PermissionFlag } from './rules';
import { useNow } from './use-now';
import { useRuleData } from './use-rule-data';

export interface PermissionsState<F extends FlagName> {
  /** Flag values; undefined while a query a flag needs is loading. */
  flags: FlagValues<F>;
  /** True while any asked flag is still undefined. */
  loading: boolean;
}

/** The queries these flags need (with the ones their parameters come from). */
export function queriesForFlags(flags: readonly FlagName[]): Set<QueryName> {
  return new Set(queriesFor(flags.flatMap((flag) => flagRules.flags[flag].needs)));
}

/**
 * The asked flags (default: every permission flag). A flag whose query failed is false: a page
 * it guards stays closed rather than waiting forever.
 */
export function usePermissions<F extends FlagName = PermissionFlag>(
  flags?: readonly F[],
): PermissionsState<F> {
  const names = (flags ?? permissionFlagNames) as readonly F[];
  const now = useNow();
  const { data, failed } = useRuleData(queriesForFlags(names));
  const values = evaluateFlags(flagRules, data, now, { flags: names });
  for (const name of names) {
    if (flagRules.flags[name].needs.some((query) => failed.has(query))) values[name] = false;
  }
  return { flags: values, loading: names.some((name) => values[name] === undefined) };
}
