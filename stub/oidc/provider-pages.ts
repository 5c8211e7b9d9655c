// Replacements for oidc-provider's built-in English pages (errors, signed out), in Dutch, in the
// same accessible shell and with the same strict CSP as the login page.
import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, pageHeaders, renderDocument } from './html';

function send(ctx: KoaContextWithOIDC, portalOrigins: readonly string[], html: string): void {
  for (const [name, value] of Object.entries(pageHeaders(portalOrigins))) ctx.set(name, value);
  ctx.type = 'html';
  ctx.body = html;
}

/** `renderError`: what went wrong, with the OAuth error code for testers. */
export function errorPage(base: string, portalOrigins: readonly string[]) {
  return (ctx: KoaContextWithOIDC, out: ErrorOut): void => {
    const title = 'Fout bij inloggen – lokale testomgeving';
    const description = out.error_description
      ? `<p>${escapeHtml(out.error_description)}</p>\n`
      : '';
    send(
      ctx,
      portalOrigins,
      renderDocument(
        base,
        title,
        `<h1>${escapeHtml(title)}</h1>
<p role="alert" class="error">Het inloggen bij de lokale testomgeving is mislukt (<code>${escapeHtml(out.error)}</code>).</p>
${description}<p>Ga terug naar het portaal en probeer het opnieuw.</p>`,
      ),
    );
  };
}

/** `postLogoutSuccessSource`: shown only when the client gave no post_logout_redirect_uri. */
export function signedOutPage(base: string, portalOrigins: readonly string[]) {
  return (ctx: KoaContextWithOIDC): void => {
    const title = 'Uitgelogd – lokale testomgeving';
    send(
      ctx,
      portalOrigins,
      renderDocument(
        base,
        title,
        `<h1>${escapeHtml(title)}</h1>\n<p>Je bent uitgelogd bij de lokale testomgeving.</p>`,
      ),
    );
  };
}
