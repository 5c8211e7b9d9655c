/**
 * The step graph of a flow: from the start and from each step, the edges to the steps that may
 * come next (each following step up to the first without a condition). `npm run flows:graph`
 * draws it as Mermaid and the flow studio as a diagram, from this one builder.
 */
import type { FlowDefinition } from '../types/flow';

/** One edge of the step graph. */
export interface FlowEdge {
  /** Index of the step it leaves; -1 for the start. */
  from: number;
  /** Index of the step it enters; `flow.steps.length` for the submit. */
  to: number;
  /** The entered step's `showIf`, when the edge is taken only while it holds. */
  condition?: unknown;
  /** True when the edge is taken only because the conditional steps before it are skipped. */
  otherwise: boolean;
}

/**
 * The edges out of position `from` (-1 = start): to each following step up to and including the
 * first one without a condition; past the last step, to the submit.
 */
export function edgesFrom(flow: Pick<FlowDefinition, 'steps'>, from: number): FlowEdge[] {
  const edges: FlowEdge[] = [];
  let skipped = false;
  for (let index = from + 1; index <= flow.steps.length; index += 1) {
    const condition = flow.steps[index]?.showIf;
    edges.push({
      from,
      to: index,
      ...(condition !== undefined ? { condition } : {}),
      otherwise: condition === undefined && skipped,
    });
    if (condition === undefined) break;
    skipped = true;
  }
  return edges;
}
