// The one RS256 signing key of the stub: the provider signs ID and access tokens with it, the
// stub-only token call signs with it too, and the API verifies bearer tokens against it.
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

export const SIGNING_ALG = 'RS256';

/** The signing key in the shapes its users need. */
export interface SigningKey {
  /** Private JWK with `kid`, `alg` and `use`, handed to oidc-provider as its JWKS. */
  privateJwk: JWK;
  /** Key id, the same in every token header. */
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

/**
 * Uses `STUB_SIGNING_JWK` (a private RSA JWK as JSON) when set, so tokens survive a restart;
 * otherwise generates a fresh key pair at start-up.
 */
export async function loadSigningKey(env: NodeJS.ProcessEnv = process.env): Promise<SigningKey> {
  let jwk: JWK;
  if (env.STUB_SIGNING_JWK) {
    try {
      jwk = JSON.parse(env.STUB_SIGNING_JWK) as JWK;
    } catch (cause) {
      throw new Error('STUB_SIGNING_JWK is not valid JSON', { cause });
    }
    if (jwk.kty !== 'RSA' || !jwk.d) {
      throw new Error('STUB_SIGNING_JWK must be a private RSA key (kty RSA with d)');
    }
  } else {
    const pair = await generateKeyPair(SIGNING_ALG, { extractable: true });
    jwk = await exportJWK(pair.privateKey);
  }
  const kid = jwk.kid ?? (await calculateJwkThumbprint(jwk));
  const privateJwk: JWK = { ...jwk, kid, alg: SIGNING_ALG, use: 'sig' };
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = privateJwk;
  return {
    privateJwk,
    kid,
    privateKey: (await importJWK(privateJwk, SIGNING_ALG)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, SIGNING_ALG)) as CryptoKey,
  };
}
