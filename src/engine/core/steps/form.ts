/**
 * `form`: a JSON Schema form. Its schema's properties are the step's answers; `ui:showIf`,
 * `ui:requiredIf` and `ui:optionShowIf` in its ui schema shape it; `checks` add limits from data.
 */
import { applyConditionalFields } from '../fields/apply-conditional-fields';
import { notOfferedError } from '../fields/data-options';
import { fieldUi } from '../fields/ui-keys';
import { numberTextErrors } from '../fields/number-text';
import { schemaFields, stepForm } from '../fields/step-form';
import { widgetErrors } from '../fields/widgets';
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
    const { schemaPath, schema, uiSchema } = stepForm(step, resources);
    const validator = resources.validators[schemaPath];
    if (!validator) throw new Error(`No validator for ${schemaPath}`);
    const form = applyConditionalFields(resources, step, values, context);

    // A value that was never offered is refused outright (the form drops it from its values).
    const notOffered = Object.entries(form.dataOptions).flatMap(([field, offered]) => {
      const error = notOfferedError(field, fieldUi(uiSchema, field), values[field], offered);
      return error ? [error] : [];
    });
    const refused = new Set(notOffered.map((error) => error.path));

    validator(form.values);
    const errors: FieldError[] = [
      ...notOffered,
      ...toFieldErrors(validator.errors ?? [], schema).filter(
        (error) =>
          !form.hidden.includes(topField(error.path)) && !refused.has(topField(error.path)),
      ),
    ];
    // A widget's own rules (a file field's upload rules) replace a schema error of the same
    // field, and so does the how-to-write-it message of a number field that still holds text.
    for (const error of [
      ...widgetErrors('field', schema, uiSchema, form.values, form.required, form.hidden),
      ...numberTextErrors(schema, uiSchema, form.values, form.hidden, context.session.locale),
    ]) {
      const at = errors.findIndex((other) => topField(other.path) === error.path);
      if (at === -1) errors.push(error);
      else errors.splice(at, 1, error);
    }
    for (const field of form.required) {
      if (isEmpty(form.values[field]) && !errors.some((error) => error.path === field))
        errors.push({ path: field, messageId: 'validation.required', values: {} });
    }

    // Totals (an allocation's amounts adding up), once a field's own values passed.
    const failed = new Set(errors.map((error) => topField(error.path)));
    errors.push(
      ...widgetErrors('total', schema, uiSchema, form.values, form.required, form.hidden).filter(
        (error) => !failed.has(error.path),
      ),
    );

    const skip = new Set([...form.hidden, ...errors.map((error) => topField(error.path))]);
    const scope = logicScope(resources.flow, withStepValues(context, step.id, form.values));
    const checks = (step.checks ?? []) as CheckDefinition[];
    return [...errors, ...runChecks(checks, form.values, scope, skip)];
  },

  store: ({ resources, step, values, context }) =>
    applyConditionalFields(resources, step, values, context).values,

  inSummary: true,
  showsSummary: false,

  files: (step) => ({
    ...(typeof step.schema === 'string' ? { schema: step.schema } : {}),
    ...(typeof step.uiSchema === 'string' ? { uiSchema: step.uiSchema } : {}),
  }),
};
