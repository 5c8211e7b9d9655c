/**
 * Resuming a draft after the flow may have changed. A draft records the flow version it was
 * started on (`FlowResources.version`); when the flow is still that version the draft is used as
 * stored. Otherwise (another version, or a draft from before versions were recorded) every answer
 * is checked against the flow as it is now: answers of steps that no longer exist go, answers a
 * step's current validator refuses or its schema no longer has go, and the steps that lost answers
 * or no longer pass are named so the member can look at them again. Nothing is silently kept that
 * no longer fits, and nothing that still fits is lost.
 */
import { schemaFields, stepForm } from '../fields/step-form';
import type { FlowContext } from '../types/context';
import type { StepDefinition } from '../types/flow';
import type { FlowResources } from '../types/schema';
import { validateStep } from '../validation/create-step-validator';
import type { WizardDraft } from './draft-state';

/** A stored draft made fit for the flow as it is now. */
export interface ResumedDraft {
  /** The draft to go on with, on the current flow version. */
  draft: WizardDraft;
  /** Ids of the steps to look at again (answers dropped or no longer complete), in flow order. */
  review: string[];
}

/**
 * The fields of `values` the step as it is now no longer has, and, for a `completed` step, those
 * its validator refuses (a step still being filled in keeps what was typed: Next will say what is
 * wrong with it).
 */
function misfits(
  resources: FlowResources,
  step: StepDefinition,
  values: Readonly<Record<string, unknown>>,
  context: FlowContext,
  completed: boolean,
): { fields: Set<string>; failing: boolean } {
  const errors = validateStep(resources, step, values, context);
  const fields = new Set(
    completed
      ? errors.map((error) => error.path.split('.')[0] ?? '').filter((field) => field in values)
      : [],
  );
  if (typeof step.schema === 'string') {
    const known = schemaFields(stepForm(step, resources).schema);
    for (const field of Object.keys(values)) if (!known.includes(field)) fields.add(field);
  }
  return { fields, failing: errors.length > 0 };
}

/**
 * `stored` resumed on `resources` (the flow now) in `context` (the member's data; its answers are
 * ignored in favour of the draft's).
 */
export function resumeDraft(
  resources: FlowResources,
  stored: WizardDraft,
  context: Omit<FlowContext, 'answers'>,
): ResumedDraft {
  const { flow, version } = resources;
  if (version !== undefined && stored.flowVersion === version) return { draft: stored, review: [] };

  const scope: FlowContext = { ...context, answers: stored.answers };
  const answers: Record<string, Record<string, unknown>> = {};
  const review: string[] = [];
  for (const step of flow.steps) {
    const values = stored.answers[step.id];
    if (!values) continue;
    const completed = stored.completed.includes(step.id);
    const { fields, failing } = misfits(resources, step, values, scope, completed);
    answers[step.id] = Object.fromEntries(
      Object.entries(values).filter(([field]) => !fields.has(field)),
    );
    // A completed step that no longer passes needs the member too, even with nothing dropped.
    if (fields.size > 0 || (failing && completed)) review.push(step.id);
  }
  const exists = (id: string) => flow.steps.some((step) => step.id === id);
  const { returnTo, flowVersion: _, ...rest } = stored;
  const draft: WizardDraft = {
    ...rest,
    answers,
    completed: stored.completed.filter((id) => exists(id) && !review.includes(id)),
    currentStepId: exists(stored.currentStepId)
      ? stored.currentStepId
      : (review[0] ?? flow.steps[0]?.id ?? stored.currentStepId),
    ...(returnTo !== undefined && exists(returnTo) ? { returnTo } : {}),
    ...(version === undefined ? {} : { flowVersion: version }),
  };
  return { draft, review };
}
