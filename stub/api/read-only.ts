// Advisors and staff see a member read-only (spec section 1): the server refuses their commands
// too, with the message the portal turns into the read-only permission modal.
import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from './env';
import { routeKind } from './route-kind';

/** The exact refusal body. */
export const readOnlyRefusal = { message: 'Read only when impersonating' } as const;

/** Middleware: 401 for commands sent with an advisor or staff token. */
export const refuseReadOnlyWrites: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (
    c.get('identity').kind !== 'member' &&
    routeKind(c.req.method, new URL(c.req.url).pathname) === 'command'
  )
    return c.json(readOnlyRefusal, 401);
  await next();
};
