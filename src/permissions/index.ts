// The permissions layer's public API: the flags of spec section 6 and the policy status of
// spec section 4, as JSON-logic rules in rules/ over named query data.
export { evaluateFlags, type FlagValues, type EvaluateFlagsOptions } from './evaluate-flags';
export { evaluatePolicyStatus } from './evaluate-policy-status';
export { buildRuleData, featureTogglesOf, type RuleData } from './rule-data';
export { planRuleQuery, queriesFor, ruleQueryNames, type RuleQueryName } from './rule-queries';
export type { NamedRule, PermissionRules, PolicyStatusRules, QueryData } from './rule-types';
export {
  definitionRules,
  permissionFlagNames,
  permissionRules,
  policyStatusRules,
  type PermissionFlag,
} from './rules';
export { usePermissions, queriesForFlags, type PermissionsState } from './use-permissions';
export { usePolicyStatus, type PolicyStatusState } from './use-policy-status';
export { usePolicySelection, type PolicySelection } from './use-policy-selection';
export { useKnownPermissionFlags } from './use-known-permission-flags';
export { flagRules, isFlagName, type FlagName } from './flag-rules';
export {
  blockingItems,
  pendingChoiceFlagNames,
  pendingChoiceRules,
  type PendingChoiceFlag,
} from './pending-choice';
export { usePendingChoice, type PendingChoiceState } from './use-pending-choice';
