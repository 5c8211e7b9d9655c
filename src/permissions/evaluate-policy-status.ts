// The access-denied code of a policy (spec section 4) from rules/policy-status.json: pure.
import { evaluate, truthy } from '../engine/core/logic';
import { buildRuleData, needsMet, type RuleData } from './rule-data';
import type { DefinitionRules, PolicyStatusRules, QueryData } from './rule-types';
import { definitionRules } from './rules';

/**
 * The code of the first outcome that applies (`'END'`, `'LPA.CLO'`, `'BPP'`, …), null when the
 * policy may use the portal, undefined while a needed query has not answered.
 */
export function evaluatePolicyStatus(
  rules: PolicyStatusRules,
  data: QueryData,
  now: RuleData['now'],
  definitions: DefinitionRules = definitionRules,
): string | null | undefined {
  if (!needsMet(rules.needs, data)) return undefined;
  const ruleData = buildRuleData(data, now, definitions);
  for (const outcome of rules.outcomes) {
    if (!truthy(outcome.when, ruleData)) continue;
    const code = evaluate(outcome.code, ruleData);
    return typeof code === 'string' && code !== '' ? code : null;
  }
  return null;
}
