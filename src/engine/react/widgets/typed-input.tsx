/**
 * The one text input behind the typed widgets (text, number, integer, date, currency): the member's
 * text is kept as typed, `parse` turns it into the stored value and `show` a stored value into text.
 */
import type { HTMLAttributes } from 'react';
import { Input } from './input-styles';
import { useTypedText } from './use-typed-text';
import type { WidgetProps } from './widget-types';

export interface TypedInputProps extends WidgetProps {
  /** Stored value → the text shown. */
  show: (value: unknown) => string;
  /** Typed text → the stored value (text that does not parse stays text for the schema check). */
  parse: (text: string) => unknown;
  /** The keyboard to offer on touch screens; numeric inputs also switch autocomplete off. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Width in characters. */
  width?: number;
  /** Show the stored value's own spelling when the field is left (e.g. a date as dd-MM-yyyy). */
  reshowOnBlur?: boolean;
  /** The language `parse` and `show` read and write in, when they depend on it (numbers). */
  language?: string;
}

export function TypedInput({
  id,
  name,
  value,
  required,
  invalid,
  describedBy,
  onChange,
  onBlur,
  show,
  parse,
  inputMode,
  width,
  reshowOnBlur = false,
  language,
}: TypedInputProps) {
  const { text, type, replace, settle } = useTypedText(value, show, parse, onChange, language);
  return (
    <Input
      id={id}
      name={name}
      type="text"
      inputMode={inputMode}
      autoComplete={inputMode ? 'off' : undefined}
      chars={width}
      value={text}
      required={required}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => type(event.target.value)}
      onKeyDown={(event) => {
        // Enter sends the form: it reads what was typed, not what the form has caught up with.
        if (event.key === 'Enter') settle();
      }}
      onBlur={(event) => {
        const shown = reshowOnBlur ? show(parse(text)) : text;
        if (shown !== text && shown !== '') replace(shown);
        else settle();
        onBlur(event);
      }}
    />
  );
}
