// Permission flags for React: fetches only the queries the asked flags need, then evaluates
// rules/permissions.json over the answers.
import type { QueryName } from '../api/queries/query-registry';
import { evaluateFlags, type FlagValues } from './evaluate-flags';
import { queriesFor } from './rule-queries';
import { permissionFlagNames, permissionRules, type PermissionFlag } from './rules';
import { useNow } from './use-now';
import { useRuleData } from './use-rule-data';

export interface PermissionsState<F extends PermissionFlag> {
  /** Flag values; undefined while a query a flag needs is loading. */
  flags: FlagValues<F>;
  /** True while any asked flag is still undefined. */
  loading: boolean;
}

/** The queries these flags need (with the ones their parameters come from). */
export function queriesForFlags(flags: readonly PermissionFlag[]): Set<QueryName> {
  return new Set(queriesFor(flags.flatMap((flag) => permissionRules.flags[flag].needs)));
}

/**
 * The asked flags (default: all). A flag whose query failed is false: a page it guards stays
 * closed rather than waiting forever.
 */
export function usePermissions<F extends PermissionFlag = PermissionFlag>(
  flags?: readonly F[],
): PermissionsState<F> {
  const names = (flags ?? permissionFlagNames) as readonly F[];
  const now = useNow();
  const { data, failed } = useRuleData(queriesForFlags(names));
  const values = evaluateFlags(permissionRules, data, now, { flags: names });
  for (const name of names) {
    if (permissionRules.flags[name].needs.some((query) => failed.has(query))) values[name] = false;
  }
  return { flags: values, loading: names.some((name) => values[name] === undefined) };
}
