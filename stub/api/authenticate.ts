// Bearer-token check and choice of the served member: the access rules the real back end must
// keep (stub/api/README.md, "Access").
//
// Request headers the API reads:
//   Authorization: Bearer <token>       required on every call except /__stub/* and GET /settings
//   X-Impersonated-Participant: <id>    advisor/staff: persona id or person id of the member to serve;
//                                       without it the persona's default `impersonates` is served
//   X-Impersonated-Employer: <id>       advisor: the employer the advisor acts through; the member's
//                                       permission must relate to it
// Accepted and ignored (the portal sends them; the stub has no use for them):
//   X-Session-Id, X-Stub-Id, user-id (GET /plexus/userinfo)
import type { Context, MiddlewareHandler } from 'hono';
import type { Identity } from '../auth/types';
import type { ApiDeps, ApiEnv } from './env';
import { advisorPermission, NO_ADVISOR_PERMISSION } from './permissions';

/** Code of the 403 for a participant that is not a known member. */
export const UNKNOWN_PARTICIPANT = 'FORBIDDEN';

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

/** Middleware: 401 without a valid token; sets identity and actor. */
export const authenticate =
  ({ auth, personas }: ApiDeps): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const identity = await identify(auth, c.req.header('authorization'));
    const actor = identity && personas.find(identity.personaId);
    if (!identity || !actor) return c.json({ message: 'Unauthorized' }, 401);
    c.set('identity', identity);
    c.set('actor', actor);
    await next();
  };

/** A 403 of the access rules, with its code kept for the audit list. */
function refuse(c: Context<ApiEnv>, message: string, code: string) {
  c.set('refusal', code);
  return c.json({ message, code }, 403);
}

/**
 * Middleware: chooses the member served. A member reads only themselves; staff read any member;
 * an advisor reads a member only with that member's permission for the advisor's company
 * (spec section 6), otherwise 403 NO_ADVISOR_PERMISSION. Unknown participants get 403 FORBIDDEN.
 */
export const selectParticipant =
  ({ personas }: ApiDeps): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const actor = c.get('actor');
    const requested =
      actor.kind === 'member'
        ? actor.id
        : (c.req.header('x-impersonated-participant') ?? actor.impersonates ?? '');
    c.set('participant', requested);
    const persona = personas.findMember(requested);
    if (!persona)
      return refuse(
        c,
        `Participant ${requested || '(none)'} is not known or not a member`,
        UNKNOWN_PARTICIPANT,
      );
    c.set('participant', persona.id);
    if (actor.kind === 'advisor') {
      const employer = c.req.header('x-impersonated-employer') || undefined;
      if (!advisorPermission(actor, persona, employer))
        return refuse(
          c,
          `This participant gave advisor ${actor.id} no permission${employer ? ` for employer ${employer}` : ''}`,
          NO_ADVISOR_PERMISSION,
        );
    }
    c.set('persona', persona);
    await next();
  };
