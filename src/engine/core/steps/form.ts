/**
 * `form`: a JSON Schema form. Its schema's properties are the step's answers; `ui:showIf`,
 * `ui:requiredIf` and `ui:optionShowIf` in its ui schema shape it; `checks` add limits from data.
 */
import { applyConditionalFields } from '../fields/apply-conditional-fields';
import { schemaFields, stepForm } from '../fields/step-form';
import { logicScope, withStepValues } from '../flow/logic-scope';
import type { FieldError } from '../types/field-error';
import { isEmpty } from '../validation/is-empty';
import { runChecks, type CheckDefinition } from '../validation/run-checks';
import { toFieldErrors } from '../validation/to-field-errors';
import type { StepKind } from './step-kind';

const topField = (path: string) => path.split('.')[0] ?? path;

export const formStep: StepKind = {
  kind: 'form',

  answerFields(step, schemas) {
    const schema = typeof step.schema === 'string' ? schemas[step.schema] : undefined;
    return schema ? schemaFields(schema) : [];
  },

  validate({ resources, step, values, context }) {
    const { schemaPath, schema } = stepForm(step, resources);
    const validator = resources.validators[schemaPath];
    if (!validator) throw new Error(`No validator for ${schemaPath}`);
    const form = applyConditionalFields(resources, step, values, context);

    validator(form.values);
    const errors: FieldError[] = toFieldErrors(validator.errors ?? [], schema).filter(
      (error) => !form.hidden.includes(topField(error.path)),
    );
    for (const field of form.required) {
      if (isEmpty(form.values[field]) && !errors.some((error) => error.path === field))
        errors.push({ path: field, messageId: 'validation.required', values: {} });
    }

    const skip = new Set([...form.hidden, ...errors.map((error) => topField(error.path))]);
    const scope = logicScope(resources.flow, withStepValues(context, step.id, form.values));
    const checks = (step.checks ?? []) as CheckDefinition[];
    return [...errors, ...runChecks(checks, form.values, scope, skip)];
  },
};
