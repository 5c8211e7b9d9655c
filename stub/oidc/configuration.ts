// The oidc-provider configuration of the stub: clients, claims, PKCE, JWT access tokens for the
// API resource, CORS for the portal origins, our own interaction and logout handling.
import { randomBytes } from 'node:crypto';
import { errors, interactionPolicy, type Configuration } from 'oidc-provider';
import { personaTokenClaims } from '../auth/token-claims';
import type { PersonaRegistry } from '../personas/registry';
import { clientMetadata, CUSTOM_SCOPE_CLAIMS } from './clients';
import type { SigningKey } from './keys';
import { SIGNING_ALG } from './keys';
import { autoLogoutSource } from './logout';
import { errorPage, signedOutPage } from './provider-pages';

export interface ConfigurationInput {
  /** Mount path (`/oidc`). */
  base: string;
  portalOrigins: readonly string[];
  personas: PersonaRegistry;
  key: SigningKey;
  /** Resource indicator and `aud` of access tokens. */
  apiResource: string;
  /** Access-token lifetime in seconds. */
  tokenTtl: number;
}

const HOUR = 3600;

/** Every scope a token for the API may carry. */
const API_SCOPES = ['openid', 'profile', 'email', ...Object.keys(CUSTOM_SCOPE_CLAIMS)].join(' ');

export function providerConfiguration(input: ConfigurationInput): Configuration {
  const { base, portalOrigins, personas, apiResource } = input;

  // prompt=select_account (sent by the portal) must be accepted; it just shows the login page.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  return {
    clients: clientMetadata(portalOrigins),
    jwks: { keys: [input.key.privateJwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      // The ID token always carries the display name, whatever the client's scopes.
      openid: ['sub', 'name'],
      profile: ['name'],
      email: ['email'],
      ...CUSTOM_SCOPE_CLAIMS,
    },
    clientBasedCORS: (_ctx, origin) => portalOrigins.includes(origin),
    findAccount: (_ctx, sub) => {
      if (!personas.has(sub)) return undefined;
      const persona = personas.summary(sub);
      return {
        accountId: persona.id,
        claims: () => ({
          sub: persona.id,
          name: persona.name,
          ...(persona.bsn ? { bsn: persona.bsn } : {}),
        }),
      };
    },
    extraTokenClaims: (_ctx, token) =>
      token.accountId && personas.has(token.accountId)
        ? { ...personaTokenClaims(personas.summary(token.accountId)) }
        : undefined,
    pkce: { required: () => true },
    // oidc-provider drops offline_access unless the request prompts for consent; the directory
    // (like AAD) issues refresh tokens to the one client allowed the grant without asking.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    interactions: {
      policy,
      url: (_ctx, interaction) => `${base}/interaction/${interaction.uid}`,
    },
    renderError: errorPage(base, portalOrigins),
    ttl: {
      AccessToken: input.tokenTtl,
      AuthorizationCode: 60,
      IdToken: input.tokenTtl,
      Interaction: HOUR,
      Session: 8 * HOUR,
      Grant: 8 * HOUR,
      // A working day; every use rotates it (public client) and the rotated one keeps the end.
      RefreshToken: 8 * HOUR,
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        // Without this, a code requested with `openid` would yield an opaque userinfo token.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== apiResource) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES,
            audience: apiResource,
            accessTokenTTL: input.tokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALG } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: autoLogoutSource(base),
        postLogoutSuccessSource: signedOutPage(base, portalOrigins),
      },
    },
  };
}
