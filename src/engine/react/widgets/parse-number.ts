/**
 * Reads a typed number, Dutch style (`65`, `-1`, `12,5`). What is not a number stays the typed
 * text, so the schema's `type` check reports 'Value must be a number' instead of the value
 * silently vanishing. Empty input is no value (the required check speaks then).
 */
export function parseNumber(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const normalized = trimmed.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : trimmed;
}
