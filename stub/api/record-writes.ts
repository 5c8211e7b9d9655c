// Parses the body of every non-GET call once and records the call with its final status, whatever
// answered it (handler, validation, fault, read-only refusal or missing token).
import type { MiddlewareHandler } from 'hono';
import type { ApiDeps, ApiEnv } from './env';
import { refusal, refusalBody } from './bodies/refusals';
import { routeKind } from './route-kind';

async function parseBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return null;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text) as unknown;
}

/** Middleware: body parsing for all methods, recording for writes. */
export const recordWrites =
  ({ recorder }: ApiDeps): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const { method } = c.req;
    const path = new URL(c.req.url).pathname;
    let body: unknown = null;
    let bodyError = false;
    if (method !== 'GET' && method !== 'HEAD') {
      try {
        body = await parseBody(c.req.raw.clone());
      } catch {
        bodyError = true;
      }
    }
    c.set('body', body);
    const refused = bodyError
      ? c.json(
          refusalBody([refusal('', 'INVALID_VALUE', 'The request body is not valid JSON')]),
          400,
        )
      : undefined;
    if (!refused) await next();
    if (
      method === 'GET' ||
      method === 'HEAD' ||
      method === 'OPTIONS' ||
      path.startsWith('/__stub/')
    )
      return refused;
    const status = (refused ?? c.res).status;
    const persona = c.var.persona?.id ?? null;
    const actor = c.var.actor?.id;
    recorder.record({
      time: new Date().toISOString(),
      persona,
      ...(actor && actor !== persona ? { actor } : {}),
      method,
      path,
      body,
      kind: routeKind(method, path),
      accepted: status < 400,
      status,
    });
    return refused;
  };
