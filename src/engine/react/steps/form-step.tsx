/**
 * `form` steps: the step's content blocks, then its fields. The core applies the conditions
 * (`ui:showIf`, `ui:requiredIf`, `ui:optionShowIf`) to the values as typed, so fields appear and
 * disappear while the member answers; validation runs on blur and on "next" (the wizard).
 */
import { useMemo } from 'react';
import { applyConditionalFields, resolveContent, type UiSchema } from '../../core';
import { ContentBlocks } from '../content';
import { ObjectTemplate } from '../templates/object-template';
import { useErrorTexts } from './step-fields';
import type { StepViewProps } from './step-view';

/** The ui schema of a form step as written (empty when it has none). */
export function rawUiSchema(props: Pick<StepViewProps, 'resources' | 'step'>): UiSchema {
  const path = props.step.uiSchema;
  return (typeof path === 'string' ? props.resources.uiSchemas[path] : undefined) ?? {};
}

export function FormStep(props: StepViewProps) {
  const { resources, step, context, values, errors, onFieldChange, onFieldBlur } = props;
  const uiSchema = rawUiSchema(props);
  const form = useMemo(
    () => applyConditionalFields(resources, step, values, context),
    [resources, step, values, context],
  );
  const blocks = useMemo(
    () => resolveContent(resources.flow, step, context),
    [resources.flow, step, context],
  );
  const texts = useErrorTexts(errors, uiSchema);
  // Fields not answered yet show their prefill (`ui:default`), which the core already applies.
  const shown = useMemo(() => ({ ...form.values, ...values }), [form.values, values]);
  return (
    <>
      <ContentBlocks blocks={blocks} />
      <ObjectTemplate
        idPrefix={`wizard-${step.id}`}
        schema={form.schema}
        uiSchema={uiSchema}
        values={shown}
        required={form.required}
        errors={texts}
        onFieldChange={onFieldChange}
        onFieldBlur={onFieldBlur}
      />
    </>
  );
}
