/**
 * The `allocation` widget's rules: it records an amount per offered option,
 * `[{ <key>: value, <amount>: n }]`, and its amounts must add up to `ui:options.total`
 * (default 100). The options come from data (`data-options.ts`), chosen per item.
 */
import type { FieldError } from '../types/field-error';
import { widgetOptions } from './ui-keys';
import type { WidgetRules } from './widget-rules';

/** The `ui:widget` name of an allocation. */
export const ALLOCATION_WIDGET = 'allocation';
/** Message id of an allocation whose amounts do not add up to the total. */
export const ALLOCATION_TOTAL = 'validation.allocationTotal';

/** The item keys and the total of an allocation field. */
export interface AllocationShape {
  /** Item property holding the option value (`ui:options.key`, default `id`). */
  key: string;
  /** Item property holding the amount (`ui:options.amount`, default `percentage`). */
  amount: string;
  /** What the amounts must add up to (`ui:options.total`, default 100). */
  total: number;
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

const record = (value: unknown) =>
  (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}) as Readonly<
    Record<string, unknown>
  >;

/** The allocation keys and total from a field's `ui:options`. */
export function allocationShape(ui: Readonly<Record<string, unknown>>): AllocationShape {
  const options = widgetOptions(ui);
  return {
    key: text(options.key, 'id'),
    amount: text(options.amount, 'percentage'),
    total: typeof options.total === 'number' ? options.total : 100,
  };
}

/** The sum of an allocation's amounts (non-numbers count as 0). */
export function allocationSum(value: unknown, amount: string): number {
  if (!Array.isArray(value)) return 0;
  return value.reduce<number>((sum, item) => {
    const n = record(item)[amount];
    return typeof n === 'number' && Number.isFinite(n) ? sum + n : sum;
  }, 0);
}

/** The error of an allocation whose amounts do not add up to its total. */
export function allocationTotalError(
  field: string,
  ui: Readonly<Record<string, unknown>>,
  value: unknown,
): FieldError | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const { amount, total } = allocationShape(ui);
  const sum = allocationSum(value, amount);
  return Math.abs(sum - total) < 1e-9
    ? undefined
    : { path: field, messageId: ALLOCATION_TOTAL, values: { total, sum } };
}

/** The allocation's rules for the core (see `widget-rules.ts`). */
export const allocationWidget: WidgetRules = {
  name: ALLOCATION_WIDGET,
  totalError: ({ field, ui, value }) => allocationTotalError(field, ui, value),
  optionItems: (ui) => {
    const { key, amount } = allocationShape(ui);
    return { key, describe: (item, label) => `${label}: ${String(item[amount])}%` };
  },
};
