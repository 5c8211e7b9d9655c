/**
 * `date`: a typed date. Every input format of spec section 5 is accepted (`parseDate`); on
 * leaving the field a valid date is shown as dd-MM-yyyy and stored as yyyy-MM-dd. Anything else
 * stays text, so the schema's `nl-date` format reports it.
 */
import { formatIsoDate } from '../../../validation/format-date';
import { parseDate } from '../../../validation/parse-date';
import { formatDate } from '../../../i18n/format';
import { Input } from './input-styles';
import { useTypedText } from './use-typed-text';
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

function DateWidget({
  id,
  name,
  value,
  required,
  invalid,
  describedBy,
  onChange,
  onBlur,
}: WidgetProps) {
  const [text, setText] = useTypedText(value, showDate, parseTyped, onChange);
  return (
    <Input
      id={id}
      name={name}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      ownerState={{ width: 10 }}
      value={text}
      required={required}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => setText(event.target.value)}
      onBlur={(event) => {
        const shown = showDate(parseTyped(text));
        if (shown !== text && shown !== '') setText(shown);
        onBlur(event);
      }}
    />
  );
}

export const dateWidget: WidgetDefinition = {
  name: 'date',
  rank: (schema) => (schema.format === 'nl-date' || schema.format === 'date' ? 3 : -1),
  frame: 'label',
  component: DateWidget,
};
