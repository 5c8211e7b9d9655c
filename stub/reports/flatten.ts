// Turns a request body into readable `key: value` lines for a summary PDF, however deep it is
// (`targetSplitPortfoliosCommand.portfolioCollection[0].portfolioUid: PF-1`).

/** One line of a summary. */
export interface SummaryEntry {
  /** Dotted path of the value. */
  key: string;
  /** The value as text. */
  value: string;
}

/** Writes a leaf value (a number in the report's language); by default as it is. */
export type ShowLeaf = (value: unknown, key: string) => string;

/** All leaf values of `value` in document order; an empty body gives no entries. */
export function flatten(value: unknown, prefix = '', show: ShowLeaf = String): SummaryEntry[] {
  if (Array.isArray(value)) {
    if (value.length === 0) return prefix ? [{ key: prefix, value: '(leeg)' }] : [];
    return value.flatMap((item, i) => flatten(item, `${prefix}[${i}]`, show));
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 0) return prefix ? [{ key: prefix, value: '(leeg)' }] : [];
    return entries.flatMap(([key, item]) =>
      flatten(item, prefix ? `${prefix}.${key}` : key, show),
    );
  }
  if (value === null || value === undefined) return prefix ? [{ key: prefix, value: '-' }] : [];
  const key = prefix || 'waarde';
  return [{ key, value: show(value, key) }];
}
