/**
 * Keeps what the member types in a text-like widget while the form holds the parsed value. The
 * text follows the value only when the value changes to something the text does not mean (a
 * restored draft, a restart), so typing `1.0` is never rewritten under the cursor.
 */
import { useState } from 'react';

/**
 * `[text, setText]`: `setText` updates the text and hands `parse(text)` to `onChange`.
 * `show` turns a stored value into text.
 */
export function useTypedText(
  value: unknown,
  show: (value: unknown) => string,
  parse: (text: string) => unknown,
  onChange: (value: unknown) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(() => show(value));
  const [seen, setSeen] = useState(value);
  if (!Object.is(value, seen)) {
    setSeen(value);
    if (!Object.is(parse(text), value)) setText(show(value));
  }
  const change = (next: string) => {
    setText(next);
    const parsed = parse(next);
    setSeen(parsed);
    onChange(parsed);
  };
  return [text, change];
}

/** Text for a stored value: nothing for an empty one, numbers with a decimal comma. */
export function showPlain(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  return String(value);
}
