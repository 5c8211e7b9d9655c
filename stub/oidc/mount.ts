// Mounts oidc-provider below the issuer path (/oidc): our own routes (login page, stylesheet,
// userinfo, automatic logout) are answered here, everything else goes to the provider with the prefix
// stripped and `originalUrl` kept, which is how oidc-provider learns its mount path for the URLs
// it publishes in discovery and redirects.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendPage } from './html';
import { handleInteraction, type InteractionDeps } from './interactions';
import { renderInteractionGone } from './login-page';
import { AUTO_LOGOUT_PATH, rewriteAutoLogout } from './logout';
import { serveStatic } from './static-files';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** oidc-provider's default userinfo route, answered by ./userinfo instead. */
const USERINFO_PATH = '/me';
const INTERACTION = /^\/interaction\/([A-Za-z0-9_-]+)$/;

export function mountProvider(
  providerCallback: Listener,
  deps: InteractionDeps,
  userinfo: Listener,
): Listener {
  const { base, portalOrigins } = deps;

  return (req, res) => {
    const raw = req.url ?? '/';
    const queryAt = raw.indexOf('?');
    const path = queryAt === -1 ? raw : raw.slice(0, queryAt);
    const search = queryAt === -1 ? '' : raw.slice(queryAt);
    if (path !== base && !path.startsWith(`${base}/`)) {
      res.writeHead(404).end();
      return;
    }
    const rest = path.slice(base.length) || '/';

    if (serveStatic(rest, req.method, res)) return;

    if (rest === USERINFO_PATH) {
      userinfo(req, res);
      return;
    }

    const interaction = INTERACTION.exec(rest);
    if (interaction?.[1]) {
      if (req.method !== 'GET' && req.method !== 'POST') {
        res.writeHead(405, { Allow: 'GET, POST' }).end();
        return;
      }
      handleInteraction(req, res, interaction[1], deps).catch((error: unknown) => {
        console.error('[stub oidc] interaction failed', error);
        if (res.headersSent) {
          res.end();
          return;
        }
        const html = renderInteractionGone(base, 'Er ging iets mis in de stub; probeer opnieuw.');
        sendPage(res, 500, html, portalOrigins);
      });
      return;
    }

    const forwarded = req as IncomingMessage & { originalUrl?: string; baseUrl?: string };
    if (rest === AUTO_LOGOUT_PATH && req.method === 'GET') {
      rewriteAutoLogout(req, new URLSearchParams(search));
      forwarded.originalUrl = `${base}${req.url}`;
    } else {
      forwarded.originalUrl = raw;
      forwarded.url = `${rest}${search}`;
    }
    forwarded.baseUrl = base;
    providerCallback(forwarded, res);
  };
}
