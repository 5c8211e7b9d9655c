/** The error summary's entries: one per field, its message and the element its link focuses. */
import type { FieldError, FlowResources, StepDefinition, UiSchema } from '../../core';
import { topField } from '../hooks/use-step-errors';
import { fieldFocusId } from '../templates/object-template';
import type { ErrorSummaryItem } from './error-summary';

export function errorSummaryItems(
  resources: FlowResources,
  step: StepDefinition,
  uiSchema: UiSchema,
  errors: readonly FieldError[],
  texts: Readonly<Record<string, string>>,
): ErrorSummaryItem[] {
  const idPrefix = `wizard-${step.id}`;
  const schema = typeof step.schema === 'string' ? resources.schemas[step.schema] : undefined;
  const fields = [...new Set(errors.map((error) => topField(error.path)))];
  return fields.map((field) => ({
    targetId: schema ? fieldFocusId(idPrefix, schema, uiSchema, field) : `${idPrefix}-${field}`,
    message: texts[field] ?? '',
  }));
}
