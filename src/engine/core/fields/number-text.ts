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

/** The `ui:widget` name of an amount in euros. */
export const CURRENCY_WIDGET = 'currency';

/** How a number field reads typed text, and which example its refusal shows. */
export type NumberKind = 'amount' | 'number' | 'wholeNumber';

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
 * The kind of number a field holds: an amount (the `currency` widget, or shown as `currency`),
 * a whole number (`type: integer`), another number (`type: number`), or none.
 */
export function numberKind(
  schema: JsonSchema,
  ui: Readonly<Record<string, unknown>>,
): NumberKind | undefined {
  const types = Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type];
  const numeric = types.includes('number') || types.includes('integer');
  if (!numeric) return undefined;
  if (ui['ui:widget'] === CURRENCY_WIDGET || ui[FORMAT] === 'currency') return 'amount';
  return types.includes('number') ? 'number' : 'wholeNumber';
}

/**
 * The refusals of a step's shown number fields that hold text, in `locale` (the page's language,
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
    if (hidden.includes(field) || typeof value !== 'string' || value.trim() === '') return [];
    const kind = numberKind(fieldSchema(schema, field), fieldUi(uiSchema, field));
    if (!kind) return [];
    const refusal = REFUSALS[kind];
    return [{ path: field, messageId: refusal.messageId, values: refusal.examples(locale) }];
  });
}
