/**
 * The query a step fetches with parameters from the answers (an info step's scenario
 * calculation). The binding fetches it and puts the answer in the context as `data.<name>`.
 */
import { logicScope } from '../flow/logic-scope';
import { effectiveContext } from '../navigation/visible-steps';
import { evaluateTemplate } from '../submit/evaluate-template';
import type { FlowContext } from '../types/context';
import type { FlowDefinition, StepDefinition, StepQueryDefinition } from '../types/flow';

/** A named query with its parameters. */
export interface QueryRequest {
  /** A named query of spec section 3. */
  name: string;
  /** Its parameters (for ScenarioProjections: `{ scenario }`). */
  params: unknown;
}

/** The step's query for the current answers, or undefined when it has none. */
export function stepQuery(
  flow: FlowDefinition,
  step: StepDefinition,
  context: FlowContext,
): QueryRequest | undefined {
  const query = step.query as StepQueryDefinition | undefined;
  if (!query) return undefined;
  const scope = logicScope(flow, effectiveContext(flow, context));
  return { name: query.name, params: evaluateTemplate(query.params ?? {}, scope) };
}
