// Small answer helpers so every route answers in the same shapes (error body: stub/faults/error-body.ts).
import type { Context } from 'hono';
import { validationError, type ErrorBody } from '../faults/error-body';
import type { MemberPersona, Pension } from '../personas/types';
import type { ApiEnv } from './env';

/** 404 with a message. */
export const notFound = (c: Context, message: string) =>
  c.json<ErrorBody>({ message, code: 'NOT_FOUND' }, 404);

/** 400 about one body field. */
export const badRequest = (c: Context, field: string, message: string) =>
  c.json(validationError(field, message), 400);

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
