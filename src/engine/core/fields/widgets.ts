/**
 * The widgets with rules of their own, by `ui:widget` name (see `widget-rules.ts`). A new widget
 * whose values need checks the schema cannot express adds its `WidgetRules` here.
 */
import type { FieldError } from '../types/field-error';
import type { JsonSchema, UiSchema } from '../types/schema';
import { allocationWidget } from './allocation';
import { currencyWidget } from './currency';
import { filesWidget } from './files';
import { fieldSchema, schemaFields } from './step-form';
import { fieldUi, WIDGET } from './ui-keys';
import type { WidgetRules } from './widget-rules';

const registry: ReadonlyMap<string, WidgetRules> = new Map(
  [allocationWidget, currencyWidget, filesWidget].map((rules) => [rules.name, rules]),
);

/** The rules of a field's widget; none (an empty record) for a widget the schema alone checks. */
export function widgetRules(ui: Readonly<Record<string, unknown>>): Partial<WidgetRules> {
  const name = ui[WIDGET];
  return (typeof name === 'string' && registry.get(name)) || {};
}

/** A step's shown fields, each with its schema, ui entry, value and whether it is required now. */
function shownFields(
  schema: JsonSchema,
  uiSchema: UiSchema,
  values: Readonly<Record<string, unknown>>,
  required: readonly string[],
  hidden: readonly string[],
) {
  return schemaFields(schema)
    .filter((field) => !hidden.includes(field))
    .map((field) => ({
      field,
      schema: fieldSchema(schema, field),
      ui: fieldUi(uiSchema, field),
      value: values[field],
      required: required.includes(field),
    }));
}

/**
 * The errors of a step's shown fields by their widgets' own rules: `fieldError` (which replaces a
 * schema error of the field) or, with `totals`, `totalError` (checked when the field has no other).
 */
export function widgetErrors(
  kind: 'field' | 'total',
  schema: JsonSchema,
  uiSchema: UiSchema,
  values: Readonly<Record<string, unknown>>,
  required: readonly string[],
  hidden: readonly string[],
): FieldError[] {
  return shownFields(schema, uiSchema, values, required, hidden).flatMap((input) => {
    const rules = widgetRules(input.ui);
    const error = kind === 'field' ? rules.fieldError?.(input) : rules.totalError?.(input);
    return error ? [error] : [];
  });
}
