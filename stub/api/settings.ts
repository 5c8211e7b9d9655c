// `GET /settings?includeFeatureFlags=true`: environment, main API host and feature toggles. The
// portal may call it before sign-in, so no token is needed; with a valid token the served
// persona's `featureToggles` override the defaults.
import type { Hono } from 'hono';
import type { ApiDeps, ApiEnv } from './env';
import { identify } from './authenticate';

/** Toggle defaults: the flags the spec names (section 4). A persona file may add or flip any toggle. */
export const defaultFeatureToggles: Record<string, boolean> = {
  AllowDISPolicyStatus: false,
  AccessForDivorced: false,
};

/** Adds `GET /settings`. */
export function registerSettings(app: Hono<ApiEnv>, { auth, personas }: ApiDeps): void {
  app.get('/settings', async (c) => {
    const identity = await identify(auth, c.req.header('authorization'));
    const actor = identity && personas.find(identity.personaId);
    const target = c.req.header('x-impersonated-participant') ?? actor?.impersonates;
    const served = actor?.kind === 'member' ? actor : target ? personas.find(target) : undefined;
    const toggles = { ...defaultFeatureToggles, ...served?.featureToggles };
    const withFlags = c.req.query('includeFeatureFlags') === 'true';
    return c.json({
      environment: 'test',
      mainApiHost: new URL(c.req.url).origin,
      ...(withFlags
        ? {
            featureToggles: Object.entries(toggles).map(([key, isEnabled]) => ({ key, isEnabled })),
          }
        : {}),
    });
  });
}
