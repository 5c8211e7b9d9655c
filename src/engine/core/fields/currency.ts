/**
 * The `currency` widget's rules: an amount in euros, whose typed text is read as an amount and
 * refused with an amount's example (`number-text.ts`).
 */
import type { WidgetRules } from './widget-rules';

/** The `ui:widget` name of an amount in euros. */
export const CURRENCY_WIDGET = 'currency';

/** The amount's rules for the core (see `widget-rules.ts`). */
export const currencyWidget: WidgetRules = { name: CURRENCY_WIDGET, numberKind: 'amount' };
