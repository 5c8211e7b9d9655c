/**
 * `date`: a typed date. Every input format of spec section 5 is accepted (`parseDate`); on
 * leaving the field a valid date is shown as dd-MM-yyyy and stored as yyyy-MM-dd. Anything else
 * stays text, so the schema's `nl-date` format reports it.
 */
import { useEffect } from 'react';
import { afterNextPaint } from '../../../ui/after-paint';
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

/** A date as members type it most (dd-MM-yyyy), read once to prepare the field (below). */
const SAMPLE_DATE = '01-01-2000';

function DateWidget(props: WidgetProps) {
  // date-fns's parsers and formatters run for the first time when a date is first read and shown:
  // that is done once right after the field's first paint, not on a keystroke of the member's
  // (up to 12 ms at 4× CPU; docs/performance.md).
  useEffect(() => afterNextPaint(() => void showDate(parseTyped(SAMPLE_DATE))), []);
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
