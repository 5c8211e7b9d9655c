/**
 * Where "next" leads from a step: normally the next visible step; after an edit from the summary,
 * straight back to it, unless the edit made a step appear that still needs answers.
 */
import { nextStep } from '../navigation/next-step';
import { visibleSteps } from '../navigation/visible-steps';
import type { FlowContext } from '../types/context';
import type { FlowDefinition } from '../types/flow';
import type { WizardDraft } from './draft-state';

/**
 * The step id to go to after `stepId`, or undefined after the last step (time to submit).
 * `context.answers` should hold the step's new values.
 */
export function stepAfter(
  flow: FlowDefinition,
  context: FlowContext,
  draft: WizardDraft,
  stepId: string,
): string | undefined {
  const next = nextStep(flow, context, stepId)?.id;
  const target = draft.returnTo;
  if (!target || !next) return next;
  const steps = visibleSteps(flow, context).map((step) => step.id);
  const between = steps.slice(steps.indexOf(stepId) + 1, steps.indexOf(target));
  const allDone = steps.includes(target) && between.every((id) => draft.completed.includes(id));
  return allDone ? target : next;
}
