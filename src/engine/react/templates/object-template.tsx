/**
 * Renders a step's object schema: every shown field in `ui:order`, each through the field
 * template with the widget the registry picks. Titles, option titles and help are message ids.
 * There is no error list here: the wizard's error summary (with links) replaces it.
 */
import { memo, useCallback, type FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import type { JsonSchema, UiSchema } from '../../core';
import { X_OPTIONS } from '../../core/fields/data-options';
import { WIDGET } from '../../core/fields/ui-keys';
import { ORDER } from '../../core/fields/ui-keys';
import { HELP } from '../ui-keys';
import { pickWidget, type WidgetOption } from '../widgets';
import { describedByIds, FieldTemplate } from './field-template';

/** The fields of a schema in the ui schema's order, then any the order leaves out. */
export function fieldOrder(schema: JsonSchema, uiSchema: UiSchema): string[] {
  const fields = Object.keys((schema.properties ?? {}) as Record<string, unknown>);
  const order = Array.isArray(uiSchema[ORDER]) ? (uiSchema[ORDER] as string[]) : [];
  const ordered = order.filter((field) => fields.includes(field));
  return [...ordered, ...fields.filter((field) => !ordered.includes(field))];
}

const record = (value: unknown) =>
  (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;

/** The options of a field (`oneOf` consts with titles, or `enum`), translated. */
function optionsOf(schema: JsonSchema, translate: (id: string) => string): WidgetOption[] {
  // Options from data (`ui:options.from`): the core attached them with their labels as found.
  if (Array.isArray(schema[X_OPTIONS])) return schema[X_OPTIONS] as WidgetOption[];
  // A list of choices (checkboxes): the options of its items.
  if (schema.type === 'array' && typeof schema.items === 'object' && schema.items !== null)
    return optionsOf(schema.items as JsonSchema, translate);
  if (Array.isArray(schema.oneOf))
    return (schema.oneOf as Record<string, unknown>[]).map((option) => ({
      value: option.const,
      label: typeof option.title === 'string' ? translate(option.title) : String(option.const),
    }));
  if (Array.isArray(schema.enum))
    return (schema.enum as unknown[]).map((value) => ({ value, label: String(value) }));
  return [];
}

/** The element the error summary links to for a field. */
export function fieldFocusId(
  idPrefix: string,
  schema: JsonSchema,
  uiSchema: UiSchema,
  field: string,
) {
  const widget = pickWidget(
    record(record(schema.properties)[field]),
    record(uiSchema[field])[WIDGET],
  );
  const id = `${idPrefix}-${field}`;
  return widget.focusId ? widget.focusId(id) : id;
}

export interface ObjectTemplateProps {
  /** Prefix of every input id (`wizard-<step>`). */
  idPrefix: string;
  /** The effective schema (hidden fields and options removed). */
  schema: JsonSchema;
  /**
   * The step's ui schema as written (stable between renders, so unchanged fields skip
   * re-rendering); fields the effective schema hides are skipped.
   */
  uiSchema: UiSchema;
  /** Field values. */
  values: Readonly<Record<string, unknown>>;
  /** Required fields (static and `ui:requiredIf`). */
  required: readonly string[];
  /** Translated error per field. */
  errors: Readonly<Record<string, string>>;
  /** A field changed. */
  onFieldChange: (field: string, value: unknown, commit: boolean) => void;
  /** A field lost focus; `next` is where focus went. */
  onFieldBlur: (field: string, next?: EventTarget | null) => void;
}

interface FieldProps {
  idPrefix: string;
  field: string;
  schema: JsonSchema;
  ui: Record<string, unknown>;
  value: unknown;
  required: boolean;
  error?: string;
  onFieldChange: ObjectTemplateProps['onFieldChange'];
  onFieldBlur: ObjectTemplateProps['onFieldBlur'];
}

/** One field; memoised so typing in one field re-renders only that one. */
const SchemaField = memo(function SchemaField({
  idPrefix,
  field,
  schema,
  ui,
  value,
  required,
  error,
  onFieldChange,
  onFieldBlur,
}: FieldProps) {
  const intl = useIntl();
  const translate = (id: string) => intl.formatMessage({ id });
  const widget = pickWidget(schema, ui[WIDGET]);
  const id = `${idPrefix}-${field}`;
  const helpId = typeof ui[HELP] === 'string' ? ui[HELP] : widget.hintId;
  const help = helpId ? translate(helpId) : undefined;
  const Widget = widget.component;
  const onChange = useCallback(
    (next: unknown) => onFieldChange(field, next, widget.commits === true),
    [field, onFieldChange, widget.commits],
  );
  const onBlur = useCallback(
    (event?: FocusEvent<Element>) => onFieldBlur(field, event?.relatedTarget),
    [field, onFieldBlur],
  );
  const label = typeof schema.title === 'string' ? translate(schema.title) : field;
  return (
    <FieldTemplate id={id} frame={widget.frame} label={label} help={help} error={error}>
      <Widget
        id={id}
        name={field}
        value={value}
        schema={schema}
        ui={ui}
        label={label}
        options={optionsOf(schema, translate)}
        required={required}
        invalid={Boolean(error)}
        describedBy={
          widget.frame === 'group' ? undefined : describedByIds(id, Boolean(help), Boolean(error))
        }
        onChange={onChange}
        onBlur={onBlur}
      />
    </FieldTemplate>
  );
});

export function ObjectTemplate({
  idPrefix,
  schema,
  uiSchema,
  values,
  required,
  errors,
  onFieldChange,
  onFieldBlur,
}: ObjectTemplateProps) {
  const properties = record(schema.properties);
  return (
    <>
      {fieldOrder(schema, uiSchema).map((field) => (
        <SchemaField
          key={field}
          idPrefix={idPrefix}
          field={field}
          schema={record(properties[field]) as JsonSchema}
          ui={record(uiSchema[field])}
          value={values[field]}
          required={required.includes(field)}
          error={errors[field]}
          onFieldChange={onFieldChange}
          onFieldBlur={onFieldBlur}
        />
      ))}
    </>
  );
}
