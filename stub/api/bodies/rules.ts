// The two kinds of check a body schema adds to valibot's types: a rule on one value, and a check
// across the fields of an object (a date before another, a field needed only with another). Both
// refuse with a code of `FIELD_ERROR_CODES`, carried in the issue's `expected`, so the 400 can
// name it (refusals.ts).
import * as v from 'valibot';
import type { FieldErrorCode } from '../field-error-codes';

/** A message, or one made from the refused value. */
export type RuleMessage<T> = string | ((value: T) => string);

/** A valibot action refusing a value that fails `test` with `code` and `message` (else the code's). */
export const rule = <T>(
  code: FieldErrorCode,
  test: (value: T) => boolean,
  message: RuleMessage<T> = '',
) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed || test(dataset.value)) return;
    addIssue({
      message: typeof message === 'function' ? message(dataset.value) : message,
      expected: code,
    });
  });

/** Refuses the field at `path` (relative to the checked object; `[]` is the object itself). */
export type Refuse = (
  path: readonly (string | number)[],
  code: FieldErrorCode,
  message?: string,
) => void;

/** valibot's path items for `path` inside `root`, so the issue lands on that field. */
function pathItems(root: unknown, path: readonly (string | number)[]) {
  const items: v.IssuePathItem[] = [];
  let input: unknown = root;
  for (const key of path) {
    const value = (input as Record<string | number, unknown> | null | undefined)?.[key];
    items.push(
      typeof key === 'number'
        ? { type: 'array', origin: 'value', input: input as unknown[], key, value }
        : { type: 'object', origin: 'value', input: input as Record<string, unknown>, key, value },
    );
    input = value;
  }
  return items;
}

/**
 * A check across the fields of a typed object or list: `check` calls `refuse` for each problem.
 * It runs once every field has the right type (a missing or mistyped field is reported first), but
 * also when a field broke a rule: compare only values that are themselves valid.
 */
export const across = <T>(check: (value: T, refuse: Refuse) => void) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const value = dataset.value;
    check(value, (path, code, message = '') => {
      const items = pathItems(value, path);
      addIssue({
        message,
        expected: code,
        ...(items.length > 0 ? { path: items as [v.IssuePathItem, ...v.IssuePathItem[]] } : {}),
      });
    });
  });

/** `schema` with a check across its fields (`across`), typed by what the schema gives. */
export const refine = <S extends v.GenericSchema>(
  schema: S,
  check: (value: v.InferOutput<S>, refuse: Refuse) => void,
) => v.pipe(schema, across<v.InferOutput<S>>(check));
