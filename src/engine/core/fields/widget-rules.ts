/**
 * What the core does for a field because of its widget. Most widgets show a value the schema
 * alone checks; a widget whose values need more (files, an allocation, an amount) declares it in
 * a `WidgetRules` of its own, next to its rules (`files.ts`, `allocation.ts`, `currency.ts`), and
 * registers it in `widgets.ts`. The generic step code asks `widgetRules(ui)` and never names a
 * widget; the React binding's widget of the same name imports that name from here.
 */
import type { FieldError } from '../types/field-error';
import type { ValueFormat } from '../types/flow';
import type { JsonSchema } from '../types/schema';

/** How a number field reads typed text, and which example its refusal shows. */
export type NumberKind = 'amount' | 'number' | 'wholeNumber';

/** One shown field, as a widget's rules see it. */
export interface WidgetFieldInput {
  /** The field's name (its path in the step's answers). */
  field: string;
  /** The field's schema. */
  schema: JsonSchema;
  /** The field's ui entry. */
  ui: Readonly<Record<string, unknown>>;
  /** The field's value. */
  value: unknown;
  /** Whether the step requires it now (`required`, `ui:requiredIf`). */
  required: boolean;
}

/** A field whose options from data are chosen per item (`[{ <key>: option, … }]`). */
export interface OptionItems {
  /** The item property holding the chosen option's value. */
  key: string;
  /** How the summary shows one item, given its option's label. */
  describe(item: Readonly<Record<string, unknown>>, label: string): string;
}

/** A widget's rules beyond the schema's. */
export interface WidgetRules {
  /** The widget's `ui:widget` name. */
  name: string;
  /** The field's error by the widget's own rules; it replaces a schema error of the same field. */
  fieldError?(input: WidgetFieldInput): FieldError | undefined;
  /** An error checked only when the field has no other error (e.g. amounts adding up). */
  totalError?(input: WidgetFieldInput): FieldError | undefined;
  /** How typed numbers are read (an amount, with the amount's example when refused). */
  numberKind?: NumberKind;
  /** How the summary shows the answer when the ui entry names no `ui:format`. */
  summaryFormat?: ValueFormat;
  /** For options from data: the value is a list of items, not of options (`keepOffered`). */
  optionItems?(ui: Readonly<Record<string, unknown>>): OptionItems;
}
