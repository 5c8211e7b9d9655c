// Small readers of loosely typed values: request bodies before their schema, coded values.

/** The value as an object (empty object for null or non-objects). */
export const asRecord = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};

/** `{ code: 'x' }` or `'x'` → `'x'`; anything else → undefined. */
export const codeOf = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' &&
        value !== null &&
        typeof (value as { code?: unknown }).code === 'string'
      ? (value as { code: string }).code
      : undefined;
