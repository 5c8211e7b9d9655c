/**
 * Which step a wizard URL may show. A step is done when it was completed and its stored answers
 * still pass validation; the member may be on any visible step up to the first one that is not
 * done. A deep link further on, a hidden step or an unknown one lands on that first open step.
 */
import { validateStep, visibleSteps, type FlowContext, type FlowResources } from '../../core';

/**
 * The step to show for `requested` (the URL's step, or the draft's when the URL names none),
 * given the completed steps. Undefined only for a flow whose steps are all hidden.
 */
export function resolveStep(
  resources: FlowResources,
  context: FlowContext,
  completed: readonly string[],
  requested: string | undefined,
): string | undefined {
  const steps = visibleSteps(resources.flow, context);
  const index = steps.findIndex((step) => step.id === requested);
  const open = steps.findIndex(
    (step) =>
      !completed.includes(step.id) ||
      validateStep(resources, step, context.answers[step.id] ?? {}, context).length > 0,
  );
  if (index !== -1 && (open === -1 || index <= open)) return steps[index]?.id;
  return (open === -1 ? steps.at(-1) : steps[open])?.id;
}

/**
 * The answers `resolveStep` needs for `requested`: those of the steps before it in the flow (all
 * of them when it names no step). While the member types on a step these stay the same, so the
 * wizard resolves again only when they, the URL or the completed steps change.
 */
export function answersBefore(
  resources: FlowResources,
  answers: FlowContext['answers'],
  requested: string | undefined,
): FlowContext['answers'] {
  const steps = resources.flow.steps;
  const index = steps.findIndex((step) => step.id === requested);
  const before = index === -1 ? steps : steps.slice(0, index);
  return Object.fromEntries(
    before.filter((step) => step.id in answers).map((step) => [step.id, answers[step.id] ?? {}]),
  );
}
