/**
 * Which permission flags a wizard needs evaluated: the ones it requires, and every flag its rules
 * read as `permissions.<flag>` (a guard over a pending-choice flag, a condition on a permission),
 * wherever in the flow or its ui schemas the rule sits. The binding asks for exactly these.
 */
import { collectVars, operationNames } from '../logic';
import type { FlowResources } from '../types/schema';

const operations = new Set(operationNames);

/** Every rule inside a JSON value: the single-operation objects, not looked into further. */
function rulesIn(node: unknown, into: unknown[]): void {
  if (Array.isArray(node)) {
    for (const item of node) rulesIn(item, into);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const keys = Object.keys(node);
  if (keys.length === 1 && operations.has(keys[0]!)) {
    into.push(node);
    return;
  }
  for (const value of Object.values(node)) rulesIn(value, into);
}

/** The flag names `flow` requires or reads, required ones first, each once. */
export function flagsReadBy({
  flow,
  uiSchemas,
}: Pick<FlowResources, 'flow' | 'uiSchemas'>): string[] {
  const flags = new Set<string>(flow.requiredFlags ?? []);
  const rules: unknown[] = [];
  rulesIn(flow, rules);
  rulesIn(uiSchemas, rules);
  for (const path of rules.flatMap((rule) => collectVars(rule))) {
    const [root, flag] = path.split('.');
    if (root === 'permissions' && flag) flags.add(flag);
  }
  return [...flags];
}
