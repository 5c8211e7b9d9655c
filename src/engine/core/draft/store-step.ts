/**
 * What storing a step's values means, in one place for the wizard's Next (`next-move.ts`) and
 * for anything that replays a flow headless (the flow fixtures): the values are normalised
 * (`normalise/`), validated as normalised, and kept without the fields the step hides.
 */
import { stepKind } from '../steps';
import { normaliseStepValues } from '../normalise/normalise-step';
import type { FlowContext } from '../types/context';
import type { FieldError } from '../types/field-error';
import type { StepDefinition } from '../types/flow';
import type { FlowResources } from '../types/schema';
import { validateStep } from '../validation/create-step-validator';

/** A step's values on their way into the answers. */
export interface StoredStep {
  /** The values normalised: what was validated. */
  normalised: Readonly<Record<string, unknown>>;
  /** What the step refuses them for (empty: nothing). */
  errors: FieldError[];
  /** The step's answers as stored: the normalised values without the step's hidden fields. */
  stored: Readonly<Record<string, unknown>>;
}

/**
 * Normalises, validates and trims `values` of `step` in `context` (what the step sees: the
 * answers, and its own query's answer in `data`).
 */
export function storeStep(
  resources: FlowResources,
  step: StepDefinition,
  values: Readonly<Record<string, unknown>>,
  context: FlowContext,
): StoredStep {
  const normalised = normaliseStepValues(resources, step, values);
  const errors = validateStep(resources, step, normalised, context);
  const kind = stepKind(step.kind);
  const stored = kind.store
    ? kind.store({ resources, step, values: normalised, context })
    : normalised;
  return { normalised, errors, stored };
}
