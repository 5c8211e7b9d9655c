// The three OpenID clients of spec sections 4 and 6 (member portal, advisor portal, staff
// directory), each a public PKCE client tied to one persona kind. Only the staff directory gets
// refresh tokens: its silent sign-in uses them instead of a hidden frame (docs/adr/0006).
import type { ClientMetadata } from 'oidc-provider';
import type { LoginKind } from '../auth/types';

interface ClientSpec {
  clientId: string;
  /** Shown on the login page. */
  name: string;
  kind: LoginKind;
  scope: string;
  redirectPaths: string[];
  /** Also the refresh_token grant (rotated on every use). */
  refreshTokens?: boolean;
}

const CLIENTS: readonly ClientSpec[] = [
  {
    clientId: 'member-portal',
    name: 'Deelnemersportaal',
    kind: 'member',
    scope: 'openid bsn',
    redirectPaths: ['/signin-oidc', '/redirect'],
  },
  {
    clientId: 'advisor-portal',
    name: 'Adviseursportaal',
    kind: 'advisor',
    scope: 'openid profile email adviseur',
    redirectPaths: ['/advisor/redirect'],
  },
  {
    // Stand-in for the AAD directory; the portal asks `openid user.read offline_access` (spec:
    // `user.read`; AAD, like this stub, answers offline_access with a refresh token).
    clientId: 'staff-directory',
    name: 'Medewerkersdirectory',
    kind: 'staff',
    scope: 'openid profile user.read offline_access',
    redirectPaths: ['/ssp/redirect'],
    refreshTokens: true,
  },
];

/** Scopes beyond the standard OpenID ones, with the claims they release. */
export const CUSTOM_SCOPE_CLAIMS: Record<string, string[]> = {
  bsn: ['bsn'],
  adviseur: [],
  'user.read': [],
};

/** Client registrations for oidc-provider, redirect URIs for every portal origin. */
export function clientMetadata(portalOrigins: readonly string[]): ClientMetadata[] {
  return CLIENTS.map((client) => ({
    client_id: client.clientId,
    client_name: client.name,
    token_endpoint_auth_method: 'none',
    grant_types: client.refreshTokens
      ? ['authorization_code', 'refresh_token']
      : ['authorization_code'],
    response_types: ['code'],
    scope: client.scope,
    redirect_uris: portalOrigins.flatMap((origin) =>
      client.redirectPaths.map((path) => `${origin}${path}`),
    ),
    post_logout_redirect_uris: portalOrigins.map((origin) => `${origin}/logout`),
  }));
}

/** The persona kind that may sign in with a client, or undefined for an unknown client. */
export function kindForClient(clientId: string | undefined): LoginKind | undefined {
  return CLIENTS.find((client) => client.clientId === clientId)?.kind;
}

/** The display name of a client for the login page. */
export function clientName(clientId: string | undefined): string {
  return CLIENTS.find((client) => client.clientId === clientId)?.name ?? clientId ?? 'onbekend';
}
