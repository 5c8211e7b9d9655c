// The 400 answer of a body that does not fit its schema: one detail per refused field, each with
// the field's dot path (array indices as numbers), a code of `FIELD_ERROR_CODES` and a message, in
// the error body every stub answer uses (stub/faults/error-body.ts).
import * as v from 'valibot';
import type { ErrorBody, ErrorDetail } from '../../faults/error-body';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '../field-error-codes';

/** One refused field. */
export interface FieldRefusal {
  /** Dot path of the body field (`documents.1`); empty for the body as a whole. */
  field: string;
  /** Why, as the portal reads it. */
  code: FieldErrorCode;
  /** Human text (English, as the spec's messages). */
  message: string;
}

/** True for a code of the contract's list. */
export const isFieldErrorCode = (value: unknown): value is FieldErrorCode =>
  (FIELD_ERROR_CODES as readonly unknown[]).includes(value);

/** The message of a code when the rule gave none: the spec's wording where it has one. */
const defaultMessages: Record<FieldErrorCode, (field: string) => string> = {
  REQUIRED: (field) => `${field} is required`,
  INVALID_BSN: () => 'No valid BSN number',
  SAME_BSN: (field) => `${field} must differ from your own BSN`,
  INVALID_EMAIL: (field) => `${field} is not a valid e-mail address`,
  INVALID_POSTCODE: (field) => `${field} is not a valid Dutch postcode`,
  INVALID_NAME: (field) => `${field} is not a valid name`,
  INVALID_DATE: (field) => `${field} must be a date written yyyy-MM-dd`,
  DATE_OUT_OF_RANGE: (field) => `${field} lies outside the allowed dates`,
  FILE_TYPE: () => 'Only pdf, jpeg or png files are allowed',
  FILE_SIZE: () => 'The files are too large together',
  FILE_DUPLICATE: () => 'Two files have the same name',
  INVALID_VALUE: (field) => `${field} is not a valid value`,
};

/**
 * A refusal; its message from the code when the rule left it empty. `{field}` in a message is the
 * field's path (rules do not know where they are used).
 */
export const refusal = (field: string, code: FieldErrorCode, message = ''): FieldRefusal => {
  const name = field || 'body';
  return {
    field,
    code,
    message: (message || defaultMessages[code](name)).replaceAll('{field}', name),
  };
};

/**
 * The code of an issue: the one a rule of `rules.ts` carries in `expected`; a missing key or a
 * null is REQUIRED; any other misfit (wrong type, a value not offered) is INVALID_VALUE.
 */
function codeOf(issue: v.BaseIssue<unknown>): FieldErrorCode {
  if (isFieldErrorCode(issue.expected)) return issue.expected;
  if (issue.kind === 'schema' && (issue.input === undefined || issue.input === null))
    return 'REQUIRED';
  return 'INVALID_VALUE';
}

/** What a schema issue says when its schema gave no message (they parse with an empty default). */
const schemaMessage = (field: string, issue: v.BaseIssue<unknown>) =>
  `${field || 'body'} must be ${issue.expected ?? 'another value'} (received ${issue.received})`;

/** One refusal per field, the first issue found for it (a missing field says nothing more). */
export function refusalsOf(issues: readonly v.BaseIssue<unknown>[]): FieldRefusal[] {
  const byField = new Map<string, FieldRefusal>();
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '';
    if (byField.has(field)) continue;
    const code = codeOf(issue);
    // A rule without a message gets its code's; a schema's type misfit says what was expected.
    const coded = isFieldErrorCode(issue.expected) || code === 'REQUIRED';
    const message = issue.message || (coded ? '' : schemaMessage(field, issue));
    byField.set(field, refusal(field, code, message));
  }
  return [...byField.values()];
}

/** The 400 body: the first refusal's message on top (the portal matches text in it), all below. */
export function refusalBody(refusals: readonly FieldRefusal[]): ErrorBody {
  const errors: ErrorDetail[] = refusals.map(({ field, code, message }) => ({
    message,
    code,
    ...(field ? { field } : {}),
  }));
  return {
    message: errors[0]?.message ?? 'The request body was refused',
    code: 'VALIDATION',
    errors,
  };
}
