// The portal's build-time settings, read and checked once at start-up.

/** The environments of spec section 3. */
export type PortalEnvironment = 'production' | 'test' | 'development';

/** Settings the portal is built with. */
export interface PortalEnv {
  /** Which environment this build runs in; production hides test-only routes and tools. */
  environment: PortalEnvironment;
  /** Issuer of the OpenID provider (OneWelcome in production, the stub's provider elsewhere). */
  oidcIssuer: string;
}

function parseEnvironment(value: string | undefined, dev: boolean): PortalEnvironment {
  if (value === 'production' || value === 'test' || value === 'development') return value;
  if (value)
    throw new Error(`VITE_PORTAL_ENV must be production, test or development, not "${value}"`);
  return dev ? 'development' : 'test';
}

export const env: PortalEnv = {
  environment: parseEnvironment(import.meta.env.VITE_PORTAL_ENV, import.meta.env.DEV),
  oidcIssuer: import.meta.env.VITE_OIDC_ISSUER ?? 'http://localhost:4010/oidc',
};
