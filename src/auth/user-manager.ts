// One oidc-client-ts UserManager per login kind (authorization code + PKCE S256).
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { env } from '../config/env';
import { loginKinds, type OidcLoginKind } from './login-kinds';

const managers = new Map<OidcLoginKind, UserManager>();

/** The UserManager for a login kind; tokens live in session storage, never in cookies. */
export function userManager(kind: OidcLoginKind): UserManager {
  let manager = managers.get(kind);
  if (!manager) {
    const settings = loginKinds[kind];
    const origin = window.location.origin;
    manager = new UserManager({
      authority: env.oidcIssuer,
      client_id: settings.clientId,
      scope: settings.scope,
      redirect_uri: `${origin}${settings.redirectPath}`,
      post_logout_redirect_uri: `${origin}/logout`,
      response_type: 'code',
      loadUserInfo: false,
      monitorSession: false,
      automaticSilentRenew: false,
      userStore: new WebStorageStateStore({ store: window.sessionStorage }),
      stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    });
    managers.set(kind, manager);
  }
  return manager;
}
