/**
 * Keeps what the member types in a text-like widget while the form holds the parsed value. The
 * text follows the value only when the value changes to something the member did not type (a
 * restored draft, a restart), so typing `1.0` is never rewritten under the cursor.
 *
 * A keystroke shows at once: the text is this widget's own state, and the parsed value goes to the
 * form in a transition, so the wizard around the field (conditional fields, progress) renders at a
 * lower priority than the keystroke (React's scheduler puts it before the keystroke's frame when
 * it has time, else after it), and a quick run of keystrokes renders it once. The value
 * the form holds can therefore lag a few keystrokes behind the text: the values typed since the
 * form last caught up are remembered, so a lagging value is never taken for a change from outside.
 * `settle` hands the current value over at once (leaving the field, pressing Enter), so whatever
 * reads the form next (the blur check, Next) sees exactly what was typed.
 *
 * A number widget's `parse` and `show` follow the page's language. When it changes, a
 * number shows as the new language writes it (`1.000` becomes `1,000`, still a thousand; the
 * number typed last, if the form has not caught up with it yet), and text the old language refused
 * is read again in the new one.
 */
import { startTransition, useEffect, useRef, useState } from 'react';

export interface TypedText {
  /** What the field shows. */
  text: string;
  /** The member typed `next`. */
  type: (next: string) => void;
  /** Shows `next` (the same value spelled another way, e.g. a reformatted date) and settles. */
  replace: (next: string) => void;
  /** Hands the current text's value over at once, if the form has not caught up with it. */
  settle: () => void;
}

/**
 * The text of a typed field. `show` turns a stored value into text, `parse` text into the value
 * `onChange` receives; `language` names the language they read and write in, if they depend on it.
 */
export function useTypedText(
  value: unknown,
  show: (value: unknown) => string,
  parse: (text: string) => unknown,
  onChange: (value: unknown) => void,
  language?: string,
): TypedText {
  const [text, setText] = useState(() => show(value));
  // The value the text was last brought in line with, and the values typed since.
  const [seen, setSeen] = useState(value);
  const [typed, setTyped] = useState<readonly unknown[]>([]);
  // The language the text was typed in: a number shows anew in a new one at once, text the old
  // one refused is read again once the new language has rendered.
  const [typedIn, setTypedIn] = useState(language);
  if (typedIn !== language) {
    setTypedIn(language);
    // The value the form is about to hold: the last one typed, when the form has not caught up.
    const current = typed.length > 0 ? typed[typed.length - 1] : value;
    if (typeof current === 'number') {
      setText(show(current));
      setTyped([]);
    }
  }
  const readIn = useRef(language);
  useEffect(() => {
    if (readIn.current === language) return;
    readIn.current = language;
    if (typeof value !== 'string') return;
    const next = parse(text);
    if (!Object.is(next, value)) onChange(next);
  }, [language, parse, text, value, onChange]);
  if (!Object.is(value, seen)) {
    setSeen(value);
    const current = parse(text);
    if (Object.is(value, current)) setTyped([]);
    else if (!typed.some((earlier) => Object.is(earlier, value))) {
      setText(show(value));
      setTyped([]);
    }
  }
  const type = (next: string) => {
    setText(next);
    const parsed = parse(next);
    setTyped((earlier) => [...earlier, parsed]);
    startTransition(() => onChange(parsed));
  };
  // Only values still on their way are handed over again: a field left untouched changes nothing.
  // What is handed over now is the last change the form gets from this text, so the values typed
  // before it are no longer on their way: a value that equals one of them afterwards (the answer
  // normalised when the field is left) comes from outside, and the text follows it.
  const settle = () => {
    if (typed.length === 0) return;
    onChange(parse(text));
    setTyped([]);
  };
  const replace = (next: string) => {
    setText(next);
    if (typed.length === 0) return;
    onChange(parse(next));
    setTyped([]);
  };
  return { text, type, replace, settle };
}

/**
 * Text for a stored value: nothing for an empty one, else the value as it is. Numbers in number
 * fields are shown in the page's language by `showNumber` (`parse-number.ts`).
 */
export function showPlain(value: unknown): string {
  if (value === undefined || value === null) return '';
  return String(value);
}
