// The one http client of the portal: adds the headers of spec section 7, refuses calls without a
// token, and hands error answers to the catalogue of spec section 8 before rejecting.
import { portalConfig, type PortalConfig } from '../config/portal-config';
import { currentPath } from '../session/navigation';
import { getSession } from '../session/session';
import type { ClientSession } from '../session/session-types';
import { ApiError } from './api-error';
import { classifyAnswer } from './errors/answer-rules';
import { applyEffect } from './errors/apply-effect';
import type { AnswerEffect } from './errors/effects';
import { checkToken, MissingTokenError } from './errors/token-rule';
import { requestUrl, type RequestQuery } from './request-url';
import { requestHeaders } from './request-headers';

/** One call. */
export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Same-origin path, starting with `/`. */
  path: string;
  query?: RequestQuery;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** How to read a successful answer; `none` ignores it. Default json. */
  responseType?: 'json' | 'blob' | 'none';
  /** Resolve a 404 with null instead of rejecting. */
  notFoundAsNull?: boolean;
}

/** What the client depends on (injected in tests). */
export interface HttpClientDeps {
  fetch: typeof fetch;
  getSession: () => ClientSession;
  /** The running configuration (its environment and maintenance switch), read per answer. */
  config: () => Pick<PortalConfig, 'environment' | 'maintenanceRedirect'>;
  currentPath: () => string;
  now: () => number;
  applyEffect: (effect: AnswerEffect) => void;
}

export type HttpClient = <T>(request: HttpRequest) => Promise<T>;

async function readBody(answer: Response): Promise<unknown> {
  const text = await answer.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readSuccess(answer: Response, type: HttpRequest['responseType']): Promise<unknown> {
  if (type === 'none' || answer.status === 204) return undefined;
  if (type === 'blob') return answer.blob();
  return readBody(answer);
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  return async <T>(request: HttpRequest): Promise<T> => {
    const session = deps.getSession();
    const tokenEffect = checkToken(request.path, session, deps.now());
    if (tokenEffect) {
      deps.applyEffect(tokenEffect);
      throw new MissingTokenError();
    }
    const headers: Record<string, string> = { ...requestHeaders(session), ...request.headers };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    const answer = await deps.fetch(requestUrl(request), {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'same-origin',
    });
    if (answer.ok) return (await readSuccess(answer, request.responseType)) as T;
    if (answer.status === 404 && request.notFoundAsNull) return null as T;
    const body = await readBody(answer);
    const effect = classifyAnswer({
      status: answer.status,
      body,
      requestPath: request.path,
      currentPath: deps.currentPath(),
      environment: deps.config().environment,
      maintenanceRedirect: deps.config().maintenanceRedirect,
    });
    deps.applyEffect(effect);
    throw new ApiError({ status: answer.status, body, path: request.path, effect });
  };
}

/** The portal's client. */
export const http: HttpClient = createHttpClient({
  fetch: (...args) => window.fetch(...args),
  getSession,
  config: portalConfig,
  currentPath,
  now: () => Date.now(),
  applyEffect,
});
