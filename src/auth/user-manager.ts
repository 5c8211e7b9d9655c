// One UserManager per login kind (authorization code + PKCE S256), renewed daily so the
// provider's metadata is fetched again at least every 24 hours (spec section 9). The library keeps
// its signed-in user in memory only: the session's cfData is the one stored copy of the access
// token, and the staff accounts' refresh tokens live in their account cache (staff-accounts.ts).
import {
  InMemoryWebStorage,
  WebStorageStateStore,
  type INavigator,
  type UserManagerSettings,
} from 'oidc-client-ts';
import { portalConfig } from '../config/portal-config';
import { TOKEN_RENEWAL_OFFSET_MS } from '../session/selectors';
import { LOGOUT_PATH, loginKinds, type OidcLoginKind } from './login-kinds';
import { PortalUserManager } from './portal-user-manager';

/** Spec section 9: token renewal offset (one source: the session's token validity check). */
export const TOKEN_RENEWAL_OFFSET_SECONDS = TOKEN_RENEWAL_OFFSET_MS / 1000;
/** Spec section 9: authority metadata refresh. */
export const METADATA_REFRESH_MS = 24 * 60 * 60 * 1000;

/** Settings of one login kind for a portal origin. */
export function userManagerSettings(kind: OidcLoginKind, origin: string): UserManagerSettings {
  const settings = loginKinds[kind];
  const { oidc } = portalConfig();
  return {
    authority: oidc.issuer,
    client_id: oidc.clientIds[settings.client],
    scope: settings.scope,
    redirect_uri: `${origin}${settings.redirectPath}`,
    post_logout_redirect_uri: `${origin}${LOGOUT_PATH}`,
    response_type: 'code',
    loadUserInfo: false,
    monitorSession: false,
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: TOKEN_RENEWAL_OFFSET_SECONDS,
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    // The PKCE verifier and the sign-in state must outlive the trip to the provider.
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
  };
}

/** A fresh manager; tests pass a navigator that records the authorize URL instead of leaving. */
export function createUserManager(
  kind: OidcLoginKind,
  navigators: { redirect?: INavigator; iframe?: INavigator } = {},
): PortalUserManager {
  return new PortalUserManager(
    userManagerSettings(kind, window.location.origin),
    navigators.redirect,
    navigators.iframe,
  );
}

const managers = new Map<OidcLoginKind, { manager: PortalUserManager; createdAt: number }>();

/** The portal's manager for a login kind. */
export function userManager(kind: OidcLoginKind): PortalUserManager {
  const cached = managers.get(kind);
  if (cached && Date.now() - cached.createdAt < METADATA_REFRESH_MS) return cached.manager;
  const manager = createUserManager(kind);
  managers.set(kind, { manager, createdAt: Date.now() });
  return manager;
}
