/**
 * Whether the wizard may open: its permission flags, then its guards (a pending choice blocks a
 * new one until next month, spec section 4), so the page shows a message instead of the steps.
 */
import { logicScope } from '../flow/logic-scope';
import { truthy } from '../logic';
import type { FlowContext } from '../types/context';
import type { FlowDefinition } from '../types/flow';

/** The guard that blocks the wizard. */
export interface GuardResult {
  /** The guard's id, e.g. `pending-choice`. */
  id: string;
  /** Message id of the title, if any. */
  title?: string;
  /** Message id of the text shown instead of the wizard. */
  message: string;
}

/** The first guard whose rule holds, or null when the wizard may open. */
export function guardResult(flow: FlowDefinition, context: FlowContext): GuardResult | null {
  const guards = flow.guards ?? [];
  if (guards.length === 0) return null;
  const scope = logicScope(flow, context);
  const guard = guards.find((candidate) => truthy(candidate.when, scope));
  if (!guard) return null;
  return {
    id: guard.id,
    message: guard.message,
    ...(guard.title ? { title: guard.title } : {}),
  };
}

/** The flow's required permission flags that are not true. */
export function missingFlags(flow: FlowDefinition, permissions: FlowContext['permissions']) {
  return (flow.requiredFlags ?? []).filter((flag) => permissions[flag] !== true);
}
