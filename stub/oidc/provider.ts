// The stub's local OpenID provider (oidc-provider) and the token checks the API relies on,
// composed from the smaller modules next to this one. stub/server.ts mounts `callback` at /oidc.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Provider } from 'oidc-provider';
import { createStubTokenIssuer } from '../auth/stub-token';
import type { Auth } from '../auth/types';
import { createTokenVerifier } from '../auth/verify-token';
import type { StubConfig } from '../config';
import type { PersonaRegistry } from '../personas/registry';
import { providerConfiguration } from './configuration';
import { loadSigningKey, SIGNING_ALG } from './keys';
import { mountProvider } from './mount';
import { apiResource, mountPath, tokenTtl } from './settings';
import { userinfoHandler } from './userinfo';

export interface Oidc {
  /** Handles every request whose path is `/oidc` or below it. */
  callback: (req: IncomingMessage, res: ServerResponse) => void;
  auth: Auth;
}

/**
 * Starts the provider for `config.issuer`. Reads `STUB_SIGNING_JWK` and `STUB_TOKEN_TTL` from
 * `env` (the process environment unless a test passes its own).
 */
export async function createOidc(
  config: StubConfig,
  personas: PersonaRegistry,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Oidc> {
  const base = mountPath(config.issuer);
  const key = await loadSigningKey(env);
  const ttl = tokenTtl(env);
  const resource = apiResource(config.issuer);

  const provider = new Provider(
    config.issuer,
    providerConfiguration({
      base,
      portalOrigins: config.portalOrigins,
      personas,
      key,
      apiResource: resource,
      tokenTtl: ttl,
    }),
  );
  provider.on('server_error', (_ctx, error) => console.error('[stub oidc] server error', error));

  const auth: Auth = {
    verifyAccessToken: createTokenVerifier({
      issuer: config.issuer,
      audience: resource,
      publicKey: key.publicKey,
      algorithm: SIGNING_ALG,
    }),
    issueStubToken: createStubTokenIssuer(
      {
        issuer: config.issuer,
        audience: resource,
        privateKey: key.privateKey,
        algorithm: SIGNING_ALG,
        kid: key.kid,
        ttl,
      },
      personas,
    ),
  };

  const callback = mountProvider(
    provider.callback(),
    { provider, personas, base, portalOrigins: config.portalOrigins, defaultResource: resource },
    userinfoHandler({
      verifyAccessToken: auth.verifyAccessToken,
      personas,
      portalOrigins: config.portalOrigins,
    }),
  );
  return { callback, auth };
}
