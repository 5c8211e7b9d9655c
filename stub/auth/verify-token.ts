// Verifies bearer tokens for the stub API: signature against the provider's key, issuer, audience,
// expiry and the persona claims, so the API never trusts an unsigned or foreign token.
import { jwtVerify } from 'jose';
import type { Identity, LoginKind } from './types';

/** What a token must have been signed with and for. */
export interface TokenTrust {
  issuer: string;
  /** The API resource indicator the tokens are issued for (`aud`). */
  audience: string;
  publicKey: CryptoKey;
  algorithm: string;
}

const KINDS: ReadonlySet<string> = new Set<LoginKind>(['member', 'advisor', 'staff']);

/** Builds `verifyAccessToken`; it rejects on a bad signature, issuer, audience, expiry or claims. */
export function createTokenVerifier(trust: TokenTrust): (token: string) => Promise<Identity> {
  return async (token) => {
    const { payload } = await jwtVerify(token, trust.publicKey, {
      issuer: trust.issuer,
      audience: trust.audience,
      algorithms: [trust.algorithm],
      typ: 'at+jwt',
      requiredClaims: ['sub', 'exp', 'client_id', 'kind'],
    });
    const { sub, kind, client_id: clientId } = payload;
    if (typeof sub !== 'string' || !sub) throw new Error('token has no persona (sub)');
    if (typeof kind !== 'string' || !KINDS.has(kind)) throw new Error('token has no valid kind');
    if (typeof clientId !== 'string' || !clientId) throw new Error('token has no client_id');
    return { personaId: sub, kind: kind as LoginKind, clientId };
  };
}
