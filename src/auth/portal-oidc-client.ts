// oidc-client-ts with the portal's two protocol rules: a 128-character PKCE verifier (the
// library makes 96) and the sign-in errors of spec section 8.
import {
  OidcClient,
  SigninState,
  type CreateSigninRequestArgs,
  type SigninRequest,
  type SigninResponse,
  type SigninStateCreateArgs,
} from 'oidc-client-ts';
import { TOKEN_ERRORS, TokenError } from '../api/errors/token-errors';
import { createCodeVerifier } from './pkce';

export class PortalOidcClient extends OidcClient {
  /**
   * The library's request, with its verifier replaced by a 128-character one: the stored state
   * gets the new verifier, the authorize URL its S256 challenge. Everything else is the library's.
   */
  override async createSigninRequest(args: CreateSigninRequestArgs): Promise<SigninRequest> {
    const request = await super.createSigninRequest(args);
    const stored = JSON.parse(request.state.toStorageString()) as SigninStateCreateArgs;
    const state = await SigninState.create({ ...stored, code_verifier: createCodeVerifier() });
    const url = new URL(request.url);
    url.searchParams.set('code_challenge', state.code_challenge ?? '');
    url.searchParams.set('code_challenge_method', 'S256');
    await this.settings.stateStore.set(state.id, state.toStorageString());
    return { url: url.href, state } as SigninRequest;
  }

  /**
   * Checks the return before the code exchange ('Code not in querystring parameters', 'Verifier
   * not set'); a failing exchange or token validation becomes 'Token response invalid'. An error
   * the provider sent back (e.g. login_required) stays the library's ErrorResponse.
   */
  override async processSigninResponse(
    url: string,
    extraHeaders?: Parameters<OidcClient['processSigninResponse']>[1],
    removeState?: boolean,
  ): Promise<SigninResponse> {
    const params = new URL(url).searchParams;
    const providerError = params.has('error');
    if (!providerError) {
      if (!params.get('code')) throw new TokenError(TOKEN_ERRORS.missingCode);
      const { state } = await this.readSigninResponseState(url, false);
      if (!state.code_verifier) throw new TokenError(TOKEN_ERRORS.missingVerifier);
    }
    try {
      return await super.processSigninResponse(url, extraHeaders, removeState);
    } catch (error) {
      if (providerError) throw error;
      throw new TokenError(TOKEN_ERRORS.invalidResponse, { cause: error });
    }
  }
}
