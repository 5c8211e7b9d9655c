/**
 * Options computed from data: a field whose `ui:options.from` is a JSON-logic rule giving a list
 * offers one option per item (`value` and `label` are paths in the item), e.g. the allowed funds
 * of `data.AllowedFunds`. The core puts the options on the effective schema as `x-options` for the
 * binding, drops values that are no longer offered, and refuses a value that was never offered,
 * so a headless replay sees the same rules as the browser.
 * A widget that chooses options per item (the allocation) says so in its rules (`optionItems`).
 */
import { evaluate } from '../logic';
import { getPath } from '../logic/get-path';
import type { LogicScope } from '../types/context';
import type { FieldError } from '../types/field-error';
import type { JsonSchema } from '../types/schema';
import { widgetOptions } from './ui-keys';
import { widgetRules } from './widgets';

/** The effective-schema key that carries the options computed from data. */
export const X_OPTIONS = 'x-options';
/** Message id of a value that is not among the offered options. */
export const NOT_OFFERED = 'validation.notOffered';

/** One option offered from data. */
export interface DataOption {
  /** The value stored when chosen. */
  value: unknown;
  /** Its label, as found in the data (a name, not a message id). */
  label: string;
}

const record = (value: unknown) =>
  (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}) as Readonly<
    Record<string, unknown>
  >;

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/**
 * The options a field offers from data, or undefined when it has no `ui:options.from`. Items
 * without a value and repeated values are skipped; a label that is not text shows the value.
 */
export function dataOptions(
  ui: Readonly<Record<string, unknown>>,
  scope: LogicScope,
): DataOption[] | undefined {
  const options = widgetOptions(ui);
  if (options.from === undefined) return undefined;
  const list = evaluate(options.from, scope);
  if (!Array.isArray(list)) return [];
  const valuePath = text(options.value, '');
  const labelPath = text(options.label, valuePath);
  const seen = new Set<unknown>();
  const offered: DataOption[] = [];
  for (const item of list) {
    const value = getPath(item, valuePath);
    if (value === undefined || value === null || seen.has(value)) continue;
    seen.add(value);
    const label = getPath(item, labelPath);
    offered.push({
      value,
      label: typeof label === 'string' || typeof label === 'number' ? String(label) : String(value),
    });
  }
  return offered;
}

/** The field schema with the offered options attached for the binding. */
export function withDataOptions(schema: JsonSchema, offered: readonly DataOption[]): JsonSchema {
  return { ...schema, [X_OPTIONS]: offered };
}

const offeredValue = (offered: readonly DataOption[], value: unknown) =>
  offered.some((option) => Object.is(option.value, value));

/**
 * The value without what is no longer offered: a single choice that is not offered is dropped
 * (undefined), list entries and items (`optionItems`) that are not offered (or repeat) are left out.
 */
export function keepOffered(
  ui: Readonly<Record<string, unknown>>,
  value: unknown,
  offered: readonly DataOption[],
): unknown {
  if (!Array.isArray(value)) return offeredValue(offered, value) ? value : undefined;
  const items = widgetRules(ui).optionItems?.(ui);
  if (items) {
    const { key } = items;
    const seen = new Set<unknown>();
    return value.filter((item) => {
      const chosen = record(item)[key];
      if (!offeredValue(offered, chosen) || seen.has(chosen)) return false;
      seen.add(chosen);
      return true;
    });
  }
  return value.filter(
    (item, index) => offeredValue(offered, item) && value.indexOf(item) === index,
  );
}

/**
 * The error of a choice that was not offered (a single value, or any entry of a list). Items of a
 * widget with `optionItems` (an allocation) are not refused but dropped (`keepOffered`): they go
 * stale when an earlier choice changes.
 */
export function notOfferedError(
  field: string,
  ui: Readonly<Record<string, unknown>>,
  value: unknown,
  offered: readonly DataOption[],
): FieldError | undefined {
  if (value === undefined || value === null || value === '' || widgetRules(ui).optionItems)
    return undefined;
  const values = Array.isArray(value) ? value : [value];
  return values.every((item) => offeredValue(offered, item))
    ? undefined
    : { path: field, messageId: NOT_OFFERED, values: {} };
}

/**
 * A data-option field's value as the summary shows it: the labels instead of the values (joined
 * by commas for a list), and each item as its widget describes it (`label: n%` in an allocation).
 */
export function summaryText(
  ui: Readonly<Record<string, unknown>>,
  value: unknown,
  offered: readonly DataOption[],
): string {
  const labelOf = (option: unknown) =>
    offered.find((o) => Object.is(o.value, option))?.label ?? String(option);
  if (!Array.isArray(value)) return labelOf(value);
  const items = widgetRules(ui).optionItems?.(ui);
  if (items) {
    return value
      .map((item) => items.describe(record(item), labelOf(record(item)[items.key])))
      .join(', ');
  }
  return value.map(labelOf).join(', ');
}
