// Provider settings derived from the stub config and environment: the API resource indicator
// (access-token audience) and the access-token lifetime.

/** Default lifetime of access tokens, in seconds. */
export const DEFAULT_TOKEN_TTL = 3600;

/** The resource indicator (and `aud`) of access tokens: the stub API on the issuer's origin. */
export function apiResource(issuer: string): string {
  return `${new URL(issuer).origin}/api`;
}

/** Access-token lifetime from `STUB_TOKEN_TTL` (whole seconds > 0), else one hour. */
export function tokenTtl(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.STUB_TOKEN_TTL;
  if (raw === undefined || raw === '') return DEFAULT_TOKEN_TTL;
  const ttl = Number(raw);
  if (!Number.isInteger(ttl) || ttl <= 0) {
    throw new Error(`STUB_TOKEN_TTL must be a whole number of seconds above 0, not "${raw}"`);
  }
  return ttl;
}

/** The path the provider is mounted on, from the issuer (`/oidc`), without trailing slash. */
export function mountPath(issuer: string): string {
  return new URL(issuer).pathname.replace(/\/+$/, '');
}
