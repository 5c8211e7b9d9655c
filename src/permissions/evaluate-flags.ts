// Permission flags from rules/permissions.json over query answers: pure, so the same function
// serves the hooks, the user-rights modal and the tests over the stub personas.
import { truthy } from '../engine/core/logic';
import { buildRuleData, needsMet, type RuleData } from './rule-data';
import type { DefinitionRules, PermissionRules, QueryData } from './rule-types';
import { definitionRules } from './rules';

/** Flag values by name; undefined = not known yet (a query it needs has not answered). */
export type FlagValues<F extends string = string> = Record<F, boolean | undefined>;

export interface EvaluateFlagsOptions<F extends string> {
  /** Only these flags (default: all of the rules). */
  flags?: readonly F[];
  /** Derived values (default: rules/definitions.json). */
  definitions?: DefinitionRules;
}

/**
 * Evaluates the permission flags over `data` (answers by query name) at `now`. A flag whose
 * needed queries have not all answered is undefined; otherwise its rule's JSON-logic truthiness.
 */
export function evaluateFlags<F extends string>(
  rules: PermissionRules<F>,
  data: QueryData,
  now: RuleData['now'],
  options: EvaluateFlagsOptions<F> = {},
): FlagValues<F> {
  const names = options.flags ?? (Object.keys(rules.flags) as F[]);
  const ruleData = buildRuleData(data, now, options.definitions ?? definitionRules);
  const values = {} as FlagValues<F>;
  for (const name of names) {
    const flag = rules.flags[name];
    values[name] = needsMet(flag.needs, data)
      ? truthy(flag.rule, flag.scope ? { ...ruleData, ...flag.scope } : ruleData)
      : undefined;
  }
  return values;
}
