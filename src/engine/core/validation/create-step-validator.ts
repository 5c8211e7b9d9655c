/**
 * Validates a step's values. The resources decide where validators come from: compiled by ajv
 * (`compileValidators`, tools) or the standalone modules the build compiles
 * (`virtual:compiled-flows`: the browser and the tests), so the same step validates the same
 * way in both.
 */
import { stepKind } from '../steps';
import type { FlowContext } from '../types/context';
import type { FieldError } from '../types/field-error';
import type { StepDefinition } from '../types/flow';
import type { FlowResources } from '../types/schema';

/** Validates one step's values in a context. */
export type StepValidator = (
  step: StepDefinition,
  values: Readonly<Record<string, unknown>>,
  context: FlowContext,
) => FieldError[];

/** The field errors of `values` for `step`; empty when the member may go on. */
export function validateStep(
  resources: FlowResources,
  step: StepDefinition,
  values: Readonly<Record<string, unknown>>,
  context: FlowContext,
): FieldError[] {
  return stepKind(step.kind).validate({ resources, step, values, context });
}

/** A {@link StepValidator} bound to a flow's resources. */
export function createStepValidator(resources: FlowResources): StepValidator {
  return (step, values, context) => validateStep(resources, step, values, context);
}
