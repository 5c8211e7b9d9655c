// Bearer-token check and choice of the served persona.
//
// Request headers the API reads:
//   Authorization: Bearer <token>       required on every call except /__stub/* and GET /settings
//   X-Impersonated-Participant: <id>    advisor/staff: persona id or person id of the member to serve;
//                                       without it the persona's default `impersonates` is served
// Accepted and ignored (the portal sends them; the stub has no use for them):
//   X-Session-Id, X-Impersonated-Employer, X-Stub-Id, user-id (GET /plexus/userinfo)
import type { MiddlewareHandler } from 'hono';
import type { Identity } from '../auth/types';
import type { ApiDeps, ApiEnv } from './env';

/** The identity of a bearer token, or undefined when absent or not valid. */
export async function identify(
  auth: ApiDeps['auth'],
  header: string | undefined,
): Promise<Identity | undefined> {
  const token = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim();
  if (!token) return undefined;
  try {
    return await auth.verifyAccessToken(token);
  } catch {
    return undefined;
  }
}

/** Middleware: 401 without a valid token; sets identity, actor and persona. */
export const authenticate =
  ({ auth, personas }: ApiDeps): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const identity = await identify(auth, c.req.header('authorization'));
    const actor = identity && personas.find(identity.personaId);
    if (!identity || !actor) return c.json({ message: 'Unauthorized' }, 401);
    const target =
      actor.kind === 'member'
        ? actor.id
        : (c.req.header('x-impersonated-participant') ?? actor.impersonates ?? '');
    const persona = personas.findMember(target);
    if (!persona)
      return c.json(
        {
          message: `Participant ${target || '(none)'} is not known or not a member`,
          code: 'FORBIDDEN',
        },
        403,
      );
    c.set('identity', identity);
    c.set('actor', actor);
    c.set('persona', persona);
    await next();
  };
