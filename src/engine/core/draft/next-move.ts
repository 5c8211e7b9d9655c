/**
 * What "next" does with a step's values: the errors it finds, the values it stores (normalised,
 * hidden fields dropped: `store-step.ts`), the answers it goes on with and the step it leads
 * to. Pure, so a wizard can work it out ahead (while the member types) and only check on Next
 * that the values are the same.
 */
import type { FlowContext } from '../types/context';
import type { FieldError } from '../types/field-error';
import type { StepDefinition } from '../types/flow';
import type { FlowResources } from '../types/schema';
import type { WizardDraft } from './draft-state';
import { stepAfter } from './step-after';
import { storeStep } from './store-step';

export interface NextMove {
  /** The values it was worked out for, as typed (a later Next compares them by identity). */
  values: Readonly<Record<string, unknown>>;
  /** What "next" refuses the normalised values for (empty: nothing). */
  errors: FieldError[];
  /** The step's answers as stored: normalised, a form step's without its hidden fields. */
  stored: Readonly<Record<string, unknown>>;
  /** The answers with the step's stored values, for what comes after. */
  after: FlowContext;
  /** The step "next" leads to; undefined after the last (time to submit). */
  to: string | undefined;
}

/**
 * `stepContext` is what the step sees (the answers, and its own query's answer in `data`);
 * `context` the flow's answers and data that go on to the next step and the submit.
 */
export function nextMove(
  resources: FlowResources,
  draft: WizardDraft,
  step: StepDefinition,
  values: Readonly<Record<string, unknown>>,
  stepContext: FlowContext,
  context: FlowContext,
): NextMove {
  const { errors, stored } = storeStep(resources, step, values, stepContext);
  const after = { ...context, answers: { ...context.answers, [step.id]: stored } };
  return { values, errors, stored, after, to: stepAfter(resources.flow, after, draft, step.id) };
}
