// Storing a token in the session with its expiry, and reading the claims the portal needs.
import type { SessionPatch } from '../session/session-types';

/**
 * The session field of a fresh token, its one stored copy: expires `expiresIn` seconds after
 * `now` (spec section 9). Everything that needs the token reads `cfData`.
 */
export function tokenPatch(accessToken: string, expiresIn: number, now: number): SessionPatch {
  return { cfData: { accessToken, tokenType: 'Bearer', expiresAt: now + expiresIn * 1000 } };
}

/** Claims of the stub's and provider's JWT access tokens that the portal reads. */
export interface AccessTokenClaims {
  sub?: string;
  personId?: string;
  kind?: string;
}

/** Reads a JWT's payload without verifying it (the back end verifies); {} when not a JWT. */
export function accessTokenClaims(token: string): AccessTokenClaims {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const claims = JSON.parse(json) as Record<string, unknown>;
    const text = (value: unknown) =>
      typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    return { sub: text(claims.sub), personId: text(claims.personId), kind: text(claims.kind) };
  } catch {
    return {};
  }
}
