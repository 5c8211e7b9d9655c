// Userinfo for the stub's JWT access tokens. oidc-provider refuses resource-bound (JWT) tokens at
// its own /me endpoint, so /oidc/me is answered here: verify the bearer token, return the persona's
// claims, with CORS for the portal origins only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeJwt } from 'jose';
import type { Auth } from '../auth/types';
import type { PersonaRegistry } from '../personas/registry';

export interface UserinfoDeps {
  verifyAccessToken: Auth['verifyAccessToken'];
  personas: PersonaRegistry;
  portalOrigins: readonly string[];
}

export function userinfoHandler(deps: UserinfoDeps) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const origin = req.headers.origin;
    const cors: Record<string, string> =
      origin && deps.portalOrigins.includes(origin)
        ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
        : { Vary: 'Origin' };

    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers':
          req.headers['access-control-request-headers'] ?? 'authorization',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.writeHead(405, { ...cors, Allow: 'GET, POST, OPTIONS' }).end();
      return;
    }

    const token = /^Bearer ([^\s]+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const refuse = (error?: string) => {
      const challenge = error ? `Bearer realm="stub", error="${error}"` : 'Bearer realm="stub"';
      res.writeHead(401, { ...cors, 'WWW-Authenticate': challenge, 'Cache-Control': 'no-store' });
      res.end();
    };
    if (!token) {
      refuse();
      return;
    }
    deps.verifyAccessToken(token).then(
      (identity) => {
        if (!deps.personas.has(identity.personaId)) {
          refuse('invalid_token');
          return;
        }
        const persona = deps.personas.summary(identity.personaId);
        const scopes = String(decodeJwt(token).scope ?? '').split(' ');
        const body = JSON.stringify({
          sub: persona.id,
          name: persona.name,
          ...(scopes.includes('bsn') && persona.bsn ? { bsn: persona.bsn } : {}),
        });
        res.writeHead(200, {
          ...cors,
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        res.end(body);
      },
      () => refuse('invalid_token'),
    );
  };
}
