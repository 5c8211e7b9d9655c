// The data every rule of rules/ is evaluated against: the query answers by name, plus `now`,
// `featureToggles` (from Settings) and `derived` (rules/definitions.json, evaluated in order).
import type { QueryName } from '../api/queries/query-registry';
import { portalConfig } from '../config/portal-config';
import { evaluate, type LogicData } from '../engine/core/logic';
import type { DefinitionRules, QueryData } from './rule-types';
import { definitionRules } from './rules';

/** What a rule sees. */
export interface RuleData extends LogicData {
  /** The current moment; rules never read the clock. */
  now: string | Date | number;
  /** Feature toggles of the Settings answer by key (`featureToggles.AccessForDivorced`). */
  featureToggles: Record<string, boolean>;
  /** Derived values by name; absent while a query they need has not answered. */
  derived: Record<string, unknown>;
}

/**
 * The toggles of a Settings answer (`featureToggles: [{ key, isEnabled }]`) as a map, over the
 * configuration's defaults (`features`): a toggle the answer does not list keeps its default.
 */
export function featureTogglesOf(
  settings: unknown,
  defaults: Readonly<Record<string, boolean>> = portalConfig().features,
): Record<string, boolean> {
  const list = (settings as { featureToggles?: unknown } | null | undefined)?.featureToggles;
  const toggles: Record<string, boolean> = { ...defaults };
  if (!Array.isArray(list)) return toggles;
  for (const toggle of list as { key?: unknown; isEnabled?: unknown }[]) {
    if (typeof toggle.key === 'string') toggles[toggle.key] = toggle.isEnabled === true;
  }
  return toggles;
}

/** True when every needed query has answered (null counts as an answer). */
export function needsMet(needs: readonly QueryName[], data: QueryData): boolean {
  return needs.every((name) => data[name] !== undefined);
}

/** The rule data for these answers at `now`; derived values whose needs are met are filled in. */
export function buildRuleData(
  data: QueryData,
  now: RuleData['now'],
  definitions: DefinitionRules = definitionRules,
): RuleData {
  const ruleData: RuleData = {
    ...data,
    now,
    featureToggles: featureTogglesOf(data.Settings),
    derived: {},
  };
  for (const [name, definition] of Object.entries(definitions.definitions)) {
    if (needsMet(definition.needs, data))
      ruleData.derived[name] = evaluate(definition.rule, ruleData);
  }
  return ruleData;
}
