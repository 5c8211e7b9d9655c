/**
 * Applies a form step's conditions (`ui:showIf`, `ui:requiredIf`, `ui:optionShowIf`) to its
 * schema, ui schema and values, so the renderer shows exactly the fields and options that apply
 * and nothing hidden is kept or sent.
 */
import { logicScope, withStepValues } from '../flow/logic-scope';
import { evaluate, truthy } from '../logic';
import type { FlowContext } from '../types/context';
import type { StepDefinition } from '../types/flow';
import type { FlowResources, JsonSchema, UiSchema } from '../types/schema';
import { dataOptions, keepOffered, withDataOptions, type DataOption } from './data-options';
import { fieldSchema, schemaFields, stepForm } from './step-form';
import {
  DEFAULT,
  fieldUi,
  OPTION_SHOW_IF,
  ORDER,
  PORTAL_UI_KEYS,
  REQUIRED_IF,
  SHOW_IF,
} from './ui-keys';

/** A form step as it applies now. */
export interface EffectiveForm {
  /** The schema without hidden fields and options, with conditional requirements added. */
  schema: JsonSchema;
  /** The ui schema for the renderer: no hidden fields, no portal-only keys, no `$schema`. */
  uiSchema: UiSchema;
  /** The values without hidden fields and without values of hidden options. */
  values: Record<string, unknown>;
  /** Fields hidden by `ui:showIf`. */
  hidden: string[];
  /** Every required field that is shown (schema `required` plus `ui:requiredIf`). */
  required: string[];
  /** Per field, the option values hidden by `ui:optionShowIf`. */
  hiddenOptions: Record<string, unknown[]>;
  /** Per field with `ui:options.from`, the options offered from data (`data-options.ts`). */
  dataOptions: Record<string, DataOption[]>;
}

function optionValue(option: unknown): unknown {
  return typeof option === 'object' && option !== null && 'const' in option
    ? (option as { const: unknown }).const
    : option;
}

/** The field schema without the hidden option values (`oneOf` consts and `enum`). */
function withoutOptions(schema: JsonSchema, hiddenValues: unknown[]): JsonSchema {
  const keep = (option: unknown) => !hiddenValues.includes(optionValue(option));
  const next: Record<string, unknown> = { ...schema };
  if (Array.isArray(schema.oneOf)) next.oneOf = schema.oneOf.filter(keep);
  if (Array.isArray(schema.enum)) next.enum = schema.enum.filter(keep);
  return next;
}

/**
 * The effective form of a form step for `values` (the step's current values) in `context`.
 * Conditions see the step's own values as `answers.<step>.<field>`.
 */
export function applyConditionalFields(
  resources: FlowResources,
  step: StepDefinition,
  values: Readonly<Record<string, unknown>>,
  context: FlowContext,
): EffectiveForm {
  const { schema, uiSchema } = stepForm(step, resources);
  const scope = logicScope(resources.flow, withStepValues(context, step.id, values));
  const staticRequired = Array.isArray(schema.required) ? (schema.required as string[]) : [];

  const properties: Record<string, unknown> = {};
  const renderUi: Record<string, unknown> = {};
  const effectiveValues: Record<string, unknown> = {};
  const hidden: string[] = [];
  const required: string[] = [];
  const hiddenOptions: Record<string, unknown[]> = {};
  const offeredOptions: Record<string, DataOption[]> = {};

  for (const field of schemaFields(schema)) {
    const ui = fieldUi(uiSchema, field);
    if (ui[SHOW_IF] !== undefined && !truthy(ui[SHOW_IF], scope)) {
      hidden.push(field);
      continue;
    }
    const optionRules = (ui[OPTION_SHOW_IF] ?? {}) as Record<string, unknown>;
    const hiddenValues = Object.entries(optionRules)
      .filter(([, rule]) => !truthy(rule, scope))
      .map(([option]) => option);
    const ownSchema = fieldSchema(schema, field);
    const hiddenHere = [ownSchema.oneOf, ownSchema.enum]
      .flatMap((options) => (Array.isArray(options) ? options.map(optionValue) : []))
      .filter((option) => hiddenValues.includes(String(option)));
    if (hiddenHere.length > 0) hiddenOptions[field] = hiddenHere;
    properties[field] = hiddenHere.length > 0 ? withoutOptions(ownSchema, hiddenHere) : ownSchema;
    const offered = dataOptions(ui, scope);
    if (offered) {
      offeredOptions[field] = offered;
      properties[field] = withDataOptions(properties[field] as JsonSchema, offered);
    }

    if (
      staticRequired.includes(field) ||
      (ui[REQUIRED_IF] !== undefined && truthy(ui[REQUIRED_IF], scope))
    )
      required.push(field);
    if (field in values && !hiddenHere.includes(values[field])) {
      const value = offered ? keepOffered(ui, values[field], offered) : values[field];
      if (value !== undefined) effectiveValues[field] = value;
    } else if (!(field in values) && ui[DEFAULT] !== undefined) {
      // Not answered yet: the prefilled value (e.g. the e-mail address on file).
      const initial = evaluate(ui[DEFAULT], scope);
      if (initial !== undefined && initial !== null && initial !== '')
        effectiveValues[field] = initial;
    }
    if (field in uiSchema) {
      renderUi[field] = Object.fromEntries(
        Object.entries(ui).filter(([key]) => !PORTAL_UI_KEYS.includes(key)),
      );
    }
  }

  for (const [key, value] of Object.entries(uiSchema)) {
    if (key === '$schema' || !key.startsWith('ui:')) continue;
    renderUi[key] =
      key === ORDER && Array.isArray(value)
        ? value.filter((name) => !hidden.includes(String(name)))
        : value;
  }

  return {
    schema: { ...schema, properties, required },
    uiSchema: renderUi,
    values: effectiveValues,
    hidden,
    required,
    hiddenOptions,
    dataOptions: offeredOptions,
  };
}
