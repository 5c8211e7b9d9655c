/** Placeholder values of a message, computed by JSON-logic rules. */
import { evaluate } from '../logic';
import type { LogicScope } from '../types/context';
import type { Logic } from '../types/flow';

/**
 * Each rule's result by name. Only strings and finite numbers can fill an ICU placeholder; a
 * rule giving anything else (no data yet) leaves its placeholder out.
 */
export function messageValues(
  rules: Readonly<Record<string, Logic>> | undefined,
  scope: LogicScope,
): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, rule] of Object.entries(rules ?? {})) {
    const value = evaluate(rule, scope);
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))
      values[name] = value;
  }
  return values;
}
