// Small readers for answers the registry leaves untyped (spec section 3 does not show their
// fields): each page parses what it shows, here at the edge, without a schema library so the
// home chunk stays light. A missing or odd field reads as undefined, never as a crash.

/** A JSON object. */
export type Json = Record<string, unknown>;

/** `value` as an object; anything else reads as an empty one. */
export function record(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : {};
}

/** `value` as an array; anything else reads as an empty one. */
export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A non-empty string (numbers are turned into one). */
export function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A finite number. */
export function amount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A boolean. */
export function flag(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** The `code` of a `{ code }` object, or the value itself when it is a string. */
export function codeOf(value: unknown): string | undefined {
  return typeof value === 'string' ? text(value) : text(record(value).code);
}

/** The `description` of a `{ code, description }` object. */
export function descriptionOf(value: unknown): string | undefined {
  return text(record(value).description);
}

/** A `{ year, month }` pair (an age), when both are numbers. */
export interface YearMonth {
  year: number;
  month: number;
}

export function yearMonth(value: unknown): YearMonth | undefined {
  const { year, month } = record(value);
  const y = amount(year);
  const m = amount(month);
  return y === undefined ? undefined : { year: y, month: m ?? 0 };
}
