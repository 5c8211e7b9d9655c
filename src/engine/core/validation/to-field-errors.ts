/**
 * Turns ajv errors into field errors: a message id (from ajv-errors `errorMessage`, else from
 * `default-message-ids.ts`), the field's dotted path, and placeholder values taken from the
 * schema, so `'Enter a number from {first} to {second}'` gets the field's own bounds.
 */
import type { FieldError } from '../types/field-error';
import type { JsonSchema, ValidatorError } from '../types/schema';
import { defaultMessageId } from './default-message-ids';

/** `/a/b` → `a.b` (JSON pointer escapes undone). */
function dotted(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

function join(path: string, field: unknown): string {
  const name = String(field);
  return path === '' ? name : `${path}.${name}`;
}

/** The sub-schema at a dotted path through `properties`. */
function schemaAt(schema: JsonSchema, path: string): JsonSchema {
  let current: unknown = schema;
  for (const part of path === '' ? [] : path.split('.')) {
    const properties = (current as { properties?: Record<string, unknown> }).properties;
    current = properties?.[part];
    if (typeof current !== 'object' || current === null) return {};
  }
  return current as JsonSchema;
}

const isValue = (value: unknown): value is string | number =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/**
 * Placeholder values: `first`/`second` are the field's lower and upper bound, `amount` the bound
 * of the failing keyword.
 */
function valuesFor(original: ValidatorError, field: JsonSchema): Record<string, string | number> {
  const candidates: Record<string, unknown> = {
    first: field.minimum ?? field.exclusiveMinimum,
    second: field.maximum ?? field.exclusiveMaximum,
    amount: original.params.limit,
  };
  return Object.fromEntries(
    Object.entries(candidates).filter(([, value]) => isValue(value)),
  ) as Record<string, string | number>;
}

/** One field error per path, in the order ajv reported them. */
export function toFieldErrors(errors: readonly ValidatorError[], schema: JsonSchema): FieldError[] {
  const found = new Map<string, FieldError>();
  for (const error of errors) {
    const replaced = error.keyword === 'errorMessage';
    const originals = replaced ? ((error.params.errors ?? []) as ValidatorError[]) : [error];
    const original = originals[0] ?? error;
    const base = dotted(error.instancePath);
    const path =
      original.keyword === 'required' ? join(base, original.params.missingProperty) : base;
    if (found.has(path)) continue;
    found.set(path, {
      path,
      messageId: replaced && error.message ? error.message : defaultMessageId(original),
      values: valuesFor(original, schemaAt(schema, path)),
    });
  }
  return [...found.values()];
}
