// Minimal checks of write bodies: the fields a command cannot do without, with a clear 400.
import type { MemberPersona, Pension } from '../personas/types';
import { findPension } from './respond';

/** A body field problem: which field, what is wrong. */
export interface FieldProblem {
  /** Field name (dotted for nested). */
  field: string;
  /** Message for the 400. */
  message: string;
}

/** The body as an object (empty object for null or non-objects). */
export const asRecord = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};

/** The first missing field of `fields`, if any. */
export function missing(
  body: Record<string, unknown>,
  ...fields: string[]
): FieldProblem | undefined {
  const field = fields.find((f) => body[f] === undefined || body[f] === null || body[f] === '');
  return field ? { field, message: `${field} is required` } : undefined;
}

/** The pension named by `body.policyId`, or a problem. */
export function pensionFromBody(
  persona: MemberPersona,
  body: Record<string, unknown>,
): Pension | FieldProblem {
  const problem = missing(body, 'policyId');
  if (problem) return problem;
  return (
    findPension(persona, body.policyId) ?? {
      field: 'policyId',
      message: `policyId ${String(body.policyId)} is not a policy of this participant`,
    }
  );
}

/** `{ code: 'x' }` or `'x'` → `'x'`; anything else → undefined. */
export const codeOf = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' &&
        value !== null &&
        typeof (value as { code?: unknown }).code === 'string'
      ? (value as { code: string }).code
      : undefined;

/** True when `value` is a FieldProblem. */
export const isProblem = (value: unknown): value is FieldProblem =>
  typeof value === 'object' && value !== null && 'field' in value && 'message' in value;
