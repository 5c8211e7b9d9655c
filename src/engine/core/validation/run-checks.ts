/**
 * Runs a form step's data-dependent checks (`checks` in the flow file): limits that come from
 * queries, such as the maximum extra deposit or the pension-age range around the state pension age.
 */
import { messageValues } from '../content/message-values';
import { truthy } from '../logic';
import type { LogicScope } from '../types/context';
import type { FieldError } from '../types/field-error';
import type { Logic } from '../types/flow';
import { isEmpty } from './is-empty';

/** A check as written in a flow file. */
export interface CheckDefinition {
  /** The field the error belongs to. */
  field: string;
  /** True when the value is acceptable. */
  valid: Logic;
  /** Message id when it is not. */
  message: string;
  /** Placeholder values, each a rule. */
  values?: Record<string, Logic>;
}

/**
 * The errors of the checks whose field is filled in and not `skip`ped (hidden, or already in
 * error); the first failing check of a field wins.
 */
export function runChecks(
  checks: readonly CheckDefinition[],
  values: Readonly<Record<string, unknown>>,
  scope: LogicScope,
  skip: ReadonlySet<string>,
): FieldError[] {
  const errors: FieldError[] = [];
  const failed = new Set<string>();
  for (const check of checks) {
    if (skip.has(check.field) || failed.has(check.field) || isEmpty(values[check.field])) continue;
    if (truthy(check.valid, scope)) continue;
    failed.add(check.field);
    errors.push({
      path: check.field,
      messageId: check.message,
      values: messageValues(check.values ?? {}, scope),
    });
  }
  return errors;
}
