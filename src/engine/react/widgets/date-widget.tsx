/**
 * `date`: a typed date. Every input format of spec section 5 is accepted (`parseDate`); on
 * leaving the field a valid date is shown as dd-MM-yyyy and stored as yyyy-MM-dd. Anything else
 * stays text, so the schema's `nl-date` format reports it.
 */
import { formatIsoDate } from '../../../validation/format-date';
import { parseDate } from '../../../validation/parse-date';
import { formatDate } from '../../../i18n/format';
import { TypedInput } from './typed-input';
import type { WidgetDefinition, WidgetProps } from './widget-types';

function parseTyped(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const date = parseDate(trimmed);
  return date ? formatIsoDate(date) : trimmed;
}

function showDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value;
}

function DateWidget(props: WidgetProps) {
  return (
    <TypedInput
      {...props}
      show={showDate}
      parse={parseTyped}
      inputMode="numeric"
      width={10}
      reshowOnBlur
    />
  );
}

export const dateWidget: WidgetDefinition = {
  name: 'date',
  rank: (schema) => (schema.format === 'nl-date' || schema.format === 'date' ? 3 : -1),
  frame: 'label',
  hintId: 'wizard.field.dateHint',
  component: DateWidget,
};
