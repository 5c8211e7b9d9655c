// A UserManager that signs in through PortalOidcClient.
import { UserManager, type INavigator, type UserManagerSettings } from 'oidc-client-ts';
import { PortalOidcClient } from './portal-oidc-client';

export class PortalUserManager extends UserManager {
  constructor(
    settings: UserManagerSettings,
    redirectNavigator?: INavigator,
    iframeNavigator?: INavigator,
  ) {
    super(settings, redirectNavigator, undefined, iframeNavigator);
    // UserManager builds a plain OidcClient for every protocol step (authorize request, silent
    // and redirect callbacks); swapping in ours changes the verifier and the errors, nothing else.
    Object.defineProperty(this, '_client', { value: new PortalOidcClient(settings) });
  }
}
