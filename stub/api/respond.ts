// Small answer helpers so every route answers in the same shapes (error body: stub/faults/error-body.ts).
import type { Context } from 'hono';
import type { ErrorBody } from '../faults/error-body';
import type { MemberPersona, Pension } from '../personas/types';
import { refusal, refusalBody } from './bodies/refusals';
import type { ApiEnv } from './env';
import type { FieldErrorCode } from './field-error-codes';

/** 404 with a message. */
export const notFound = (c: Context, message: string) =>
  c.json<ErrorBody>({ message, code: 'NOT_FOUND' }, 404);

/**
 * 400 about one field: its dot path, why (`code`; a refusal against the member's data, such as a
 * cover the agreement does not offer, is INVALID_VALUE) and a message.
 */
export const badRequest = (
  c: Context,
  field: string,
  message: string,
  code: FieldErrorCode = 'INVALID_VALUE',
) => c.json(refusalBody([refusal(field, code, message)]), 400);

/** The answer of every accepted write: `{ commandId, status: 'Accepted', ...extra }`. */
export const accepted = (c: Context, commandId: string, extra: Record<string, unknown> = {}) =>
  c.json({ commandId, status: 'Accepted', ...extra });

/** A per-policy answer: the stored object with `policyId` first. */
export const policyAnswer = (pension: Pension, data: unknown) => ({
  policyId: pension.policyId,
  ...(data as Record<string, unknown>),
});

/** The persona's pension with this policy id (case-insensitive), if any. */
export const findPension = (persona: MemberPersona, policyId: unknown): Pension | undefined =>
  typeof policyId === 'string' || typeof policyId === 'number'
    ? persona.pensions.find((p) => p.policyId.toLowerCase() === String(policyId).toLowerCase())
    : undefined;

/** The policy named by `{id}` of a write whose body spec has `policyInPath` (checked already). */
export function pathPension(c: Context<ApiEnv>): Pension {
  const pension = findPension(c.get('persona'), c.req.param('id'));
  if (!pension) throw new Error(`Policy ${c.req.param('id') ?? ''} was not checked`);
  return pension;
}

/** Wraps a `{id}` route: answers 404 unless `{id}` is a policy of the served persona. */
export const withPension =
  (handler: (c: Context<ApiEnv>, pension: Pension) => Response | Promise<Response>) =>
  (c: Context<ApiEnv>) => {
    const id = c.req.param('id');
    const pension = findPension(c.get('persona'), id);
    return pension
      ? handler(c, pension)
      : notFound(c, `Policy ${id ?? ''} not found for this participant`);
  };
