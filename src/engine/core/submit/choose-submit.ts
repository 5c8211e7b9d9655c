/**
 * Which submit alternative of a flow applies: the command, the quote draft's body and the
 * mapping of refused fields all follow the same one.
 */
import { truthy } from '../logic';
import type { LogicScope } from '../types/context';
import type { FlowDefinition, SubmitDefinition } from '../types/flow';

/** The submit alternatives of a flow, in order (a single `submit` object is the only one). */
export function submitAlternatives(flow: FlowDefinition): SubmitDefinition[] {
  return Array.isArray(flow.submit) ? flow.submit : [flow.submit];
}

/** The alternative to send: the first whose `when` holds (no `when`: always). */
export function chooseSubmit(flow: FlowDefinition, scope: LogicScope): SubmitDefinition {
  const chosen = submitAlternatives(flow).find(
    (alternative) => alternative.when === undefined || truthy(alternative.when, scope),
  );
  if (!chosen) throw new Error(`No submit alternative of flow ${flow.id} applies`);
  return chosen;
}
