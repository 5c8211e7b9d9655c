// Writes every call an advisor or staff member makes on a member's behalf to the audit list,
// after it has been answered (allowed or refused, whatever answered it). Members' own calls are
// not audited: nobody acts on their behalf.
import type { MiddlewareHandler } from 'hono';
import type { ApiDeps, ApiEnv } from './env';

/** Middleware (after `authenticate`, before `selectParticipant`): one audit entry per call. */
export const auditOnBehalf =
  ({ audit }: ApiDeps): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    await next();
    const actor = c.get('actor');
    if (actor.kind === 'member') return;
    const { status } = c.res;
    const refusal = c.var.refusal;
    audit.record({
      time: new Date().toISOString(),
      actor: actor.id,
      actorKind: actor.kind,
      onBehalfOf: c.var.participant ?? '',
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      outcome: refusal !== undefined || status === 401 || status === 403 ? 'refused' : 'allowed',
      status,
      ...(refusal !== undefined ? { code: refusal } : {}),
    });
  };
