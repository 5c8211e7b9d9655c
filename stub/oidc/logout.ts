// RP-initiated logout without a confirmation page: instead of oidc-provider's "do you want to sign
// out?" form, the end-session endpoint redirects to /oidc/session/end/auto, which replays the
// confirmation (with the one-time xsrf secret) as the provider's own POST /session/end/confirm.
import type { IncomingMessage } from 'node:http';
import type { KoaContextWithOIDC } from 'oidc-provider';

/** Path (below the mount) of the automatic confirmation. */
export const AUTO_LOGOUT_PATH = '/session/end/auto';

/** `features.rpInitiatedLogout.logoutSource`: skip the page, go to the automatic confirmation. */
export function autoLogoutSource(base: string) {
  return (ctx: KoaContextWithOIDC): void => {
    const secret = ctx.oidc.session?.state?.secret ?? '';
    ctx.status = 303;
    ctx.redirect(`${base}${AUTO_LOGOUT_PATH}?xsrf=${encodeURIComponent(secret)}`);
  };
}

/**
 * Turns GET /session/end/auto?xsrf=… into the POST the logout form would have sent, using the
 * pre-parsed body path of oidc-provider (`req.body` when the request stream is not readable).
 */
export function rewriteAutoLogout(req: IncomingMessage, query: URLSearchParams): void {
  const rewritten = req as IncomingMessage & { body?: Record<string, string> };
  rewritten.method = 'POST';
  rewritten.url = '/session/end/confirm';
  rewritten.headers['content-type'] = 'application/x-www-form-urlencoded';
  rewritten.headers['content-length'] = '0';
  delete rewritten.headers['transfer-encoding'];
  rewritten.body = { xsrf: query.get('xsrf') ?? '', logout: 'yes' };
  Object.defineProperty(rewritten, 'readable', { value: false });
}
