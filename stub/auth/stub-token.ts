// Signs the token of the test-only person-id login (spec `/stub-login`): same key, issuer, audience
// and claims as provider-issued access tokens, so the API cannot tell them apart except by client_id.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { PersonaRegistry } from '../personas/registry';
import { personaTokenClaims } from './token-claims';
import type { Auth } from './types';

export const STUB_LOGIN_CLIENT_ID = 'stub-login';

export interface StubTokenSigner {
  issuer: string;
  audience: string;
  privateKey: CryptoKey;
  algorithm: string;
  kid: string;
  /** Lifetime in seconds. */
  ttl: number;
}

/** Builds `issueStubToken`; it accepts a persona id or a person id and throws when unknown. */
export function createStubTokenIssuer(
  signer: StubTokenSigner,
  personas: PersonaRegistry,
): Auth['issueStubToken'] {
  return async (personaId) => {
    if (!personas.has(personaId)) throw new Error(`unknown persona: ${personaId}`);
    const persona = personas.summary(personaId);
    const accessToken = await new SignJWT({
      ...personaTokenClaims(persona),
      client_id: STUB_LOGIN_CLIENT_ID,
    })
      .setProtectedHeader({ alg: signer.algorithm, kid: signer.kid, typ: 'at+jwt' })
      .setIssuer(signer.issuer)
      .setAudience(signer.audience)
      .setSubject(persona.id)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${signer.ttl}s`)
      .sign(signer.privateKey);
    return { access_token: accessToken, token_type: 'Bearer', expires_in: signer.ttl };
  };
}
