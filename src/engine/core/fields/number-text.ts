/**
 * Number fields whose value is still the member's text. The number widgets read what is typed the
 * way the page's language writes numbers (`src/validation/read-number.ts`) and keep the text when
 * it is not written that way or could mean two numbers (`1,000` on a Dutch page). Such a field
 * gets a message that shows, in the page's language, how to write it (`Typ een bedrag zoals
 * 1.250 of 1.250,50`), instead of the schema's "Value must be a number".
 */
import { formatNumber } from '../../../i18n/format-number';
import { DEFAULT_LOCALE } from '../../../i18n/locales';
import type { FieldError } from '../types/field-error';
import type { JsonSchema, UiSchema } from '../types/schema';
import { fieldSchema, schemaFields } from './step-form';
import { fieldUi, FORMAT } from './ui-keys';
import type { NumberKind } from './widget-rules';
import { widgetRules } from './widgets';

/** Per kind: the refusal's message id and its examples, written in `locale`. */
const REFUSALS: Readonly<
  Record<NumberKind, { messageId: string; examples: (locale: string) => Record<string, string> }>
> = {
  amount: {
    messageId: 'validation.amountFormat',
    examples: (locale) => ({
      whole: formatNumber(1250, locale),
      decimal: formatNumber(1250.5, locale, { decimals: 2 }),
    }),
  },
  number: {
    messageId: 'validation.numberFormat',
    examples: (locale) => ({
      whole: formatNumber(1250, locale),
      decimal: formatNumber(12.5, locale),
    }),
  },
  wholeNumber: {
    messageId: 'validation.wholeNumberFormat',
    examples: (locale) => ({ whole: formatNumber(1250, locale) }),
  },
};

/**
 * The kind of number a field holds: as its widget reads numbers (the `currency` widget: an
 * amount), an amount when shown as `currency`, a whole number (`type: integer`), another number
 * (`type: number`), or none.
 */
export function numberKind(
  schema: JsonSchema,
  ui: Readonly<Record<string, unknown>>,
): NumberKind | undefined {
  const types = Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type];
  const numeric = types.includes('number') || types.includes('integer');
  if (!numeric) return undefined;
  const byWidget = widgetRules(ui).numberKind;
  if (byWidget) return byWidget;
  if (ui[FORMAT] === 'currency') return 'amount';
  return types.includes('number') && schema.multipleOf !== 1 ? 'number' : 'wholeNumber';
}

/** The refusal of text in a number of `kind`, its examples written in `locale`. */
function refusal(path: string, kind: NumberKind, locale: string): FieldError {
  const { messageId, examples } = REFUSALS[kind];
  return { path, messageId, values: examples(locale) };
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * The kind of the first number in a list field's items that still holds text (a percentage per
 * fund, an amount per year), or none. Items are objects whose number properties the schema types.
 */
function itemTextKind(schema: JsonSchema, value: readonly unknown[]): NumberKind | undefined {
  const items = schema.items as JsonSchema | undefined;
  const properties = (items?.properties ?? {}) as Record<string, JsonSchema>;
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    for (const [name, text] of Object.entries(item as Record<string, unknown>)) {
      const kind = properties[name] && isText(text) ? numberKind(properties[name], {}) : undefined;
      if (kind) return kind;
    }
  }
  return undefined;
}

/**
 * The refusals of a step's shown number fields that hold text (or list fields with such a number
 * in an item: one refusal for the field), in `locale` (the page's language,
 * `session.locale`; Dutch when unknown).
 */
export function numberTextErrors(
  schema: JsonSchema,
  uiSchema: UiSchema,
  values: Readonly<Record<string, unknown>>,
  hidden: readonly string[],
  locale: string = DEFAULT_LOCALE,
): FieldError[] {
  return schemaFields(schema).flatMap((field) => {
    const value = values[field];
    if (hidden.includes(field)) return [];
    const kind = Array.isArray(value)
      ? itemTextKind(fieldSchema(schema, field), value)
      : isText(value)
        ? numberKind(fieldSchema(schema, field), fieldUi(uiSchema, field))
        : undefined;
    return kind ? [refusal(field, kind, locale)] : [];
  });
}
