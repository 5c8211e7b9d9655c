/** Whether the member chose what is already in place (then the nothing-changed modal shows). */
import { logicScope } from '../flow/logic-scope';
import { truthy } from '../logic';
import { effectiveContext } from '../navigation/visible-steps';
import type { FlowContext } from '../types/context';
import type { FlowDefinition } from '../types/flow';

/** True when the flow's `nothingChanged` rule holds; false for flows without one. */
export function isNothingChanged(flow: FlowDefinition, context: FlowContext): boolean {
  if (flow.nothingChanged === undefined) return false;
  return truthy(flow.nothingChanged, logicScope(flow, effectiveContext(flow, context)));
}
