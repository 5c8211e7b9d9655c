/**
 * Normalises a step's values when they are stored (the member leaves a field, or Next stores the
 * step), so validation, rules, the summary and the body all see one spelling of each answer.
 */
import { fieldSchema, stepForm } from '../fields/step-form';
import type { StepDefinition } from '../types/flow';
import type { FlowResources } from '../types/schema';
import { normaliseAnswer } from './normalise-answer';

/**
 * The step's values with each field normalised by its schema (`normaliseAnswer`); only the
 * `fields` named, when given. Returns `values` itself when nothing changes, so a caller can tell;
 * a step without a schema (info, summary) keeps its values as they are.
 */
export function normaliseStepValues<Values extends Readonly<Record<string, unknown>>>(
  resources: Pick<FlowResources, 'schemas' | 'uiSchemas'>,
  step: StepDefinition,
  values: Values,
  fields: readonly string[] = Object.keys(values),
): Values {
  if (typeof step.schema !== 'string') return values;
  const { schema } = stepForm(step, resources);
  let result: Record<string, unknown> | undefined;
  for (const field of fields) {
    if (!(field in values)) continue;
    const value = values[field];
    const normalised = normaliseAnswer(fieldSchema(schema, field), value);
    if (Object.is(normalised, value)) continue;
    result ??= { ...values };
    if (normalised === undefined) delete result[field];
    else result[field] = normalised;
  }
  return (result as Values | undefined) ?? values;
}
