/**
 * The widget registry: a field gets the widget its `ui:widget` names, else the highest-ranked
 * one for its schema (a ranked registry as in jsonforms, never a growing switch). A new widget
 * joins by adding its file and one line here.
 */
import type { JsonSchema } from '../../core';
import { allocationWidget } from './allocation-widget';
import { checkboxWidget } from './checkbox-widget';
import { checkboxesWidget } from './checkboxes-widget';
import { currencyWidget } from './currency-widget';
import { dateWidget } from './date-widget';
import { filesWidget } from './files-widget';
import { integerWidget } from './integer-widget';
import { numberWidget } from './number-widget';
import { radioWidget } from './radio-widget';
import { selectWidget } from './select-widget';
import { textWidget } from './text-widget';
import { textareaWidget } from './textarea-widget';
import type { WidgetDefinition } from './widget-types';

/** Every widget. */
export const widgets: readonly WidgetDefinition[] = [
  textWidget,
  numberWidget,
  integerWidget,
  currencyWidget,
  dateWidget,
  radioWidget,
  selectWidget,
  checkboxWidget,
  checkboxesWidget,
  allocationWidget,
  filesWidget,
  textareaWidget,
];

/** The widget for a field: by `ui:widget` name, else by rank. */
export function pickWidget(schema: JsonSchema, uiWidget: unknown): WidgetDefinition {
  const named = typeof uiWidget === 'string' && widgets.find((widget) => widget.name === uiWidget);
  if (named) return named;
  let best = textWidget;
  let bestRank = 0;
  for (const widget of widgets) {
    const rank = widget.rank(schema);
    if (rank > bestRank) [best, bestRank] = [widget, rank];
  }
  return best;
}

export type * from './widget-types';
