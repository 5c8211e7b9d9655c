// Answers with a fault (spec section 8) when the served persona, or the token's persona, has one
// for this path: runtime faults first, then those declared in the persona file. A runtime fault
// of a kind that fires once is cleared when it has answered.
import type { MiddlewareHandler } from 'hono';
import { faultKind } from '../faults/catalogue';
import { declaredFaults, faultHit } from '../faults/match';
import type { ApiDeps, ApiEnv } from './env';

/** Middleware: fault answer instead of the real one. */
export const injectFaults =
  ({ faults }: ApiDeps): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const persona = c.get('persona');
    const actor = c.get('actor');
    const active = [
      ...faults.for(persona.id, actor.id),
      ...declaredFaults(persona.id, persona.faults),
      ...(actor.id === persona.id ? [] : declaredFaults(actor.id, actor.faults)),
    ];
    const hit = faultHit(active, c.req.method, new URL(c.req.url).pathname);
    if (!hit) return next();
    if (faultKind(hit.fault.fault).once) faults.remove(hit.fault);
    return c.json(hit.answer.body, hit.answer.status as 200);
  };
