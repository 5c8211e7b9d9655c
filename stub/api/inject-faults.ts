// Answers with a fault (spec section 8) when the served persona, or the token's persona, has one
// for this path: runtime faults first, then those declared in the persona file.
import type { MiddlewareHandler } from 'hono';
import { declaredFaults, faultAnswer } from '../faults/match';
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
    const answer = faultAnswer(active, c.req.method, new URL(c.req.url).pathname);
    if (!answer) return next();
    return c.json(answer.body, answer.status as 200);
  };
