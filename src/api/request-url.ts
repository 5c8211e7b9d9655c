// The url of a request: its path plus the defined query values.
import type { HttpRequest } from './http-client';

export function requestUrl(request: Pick<HttpRequest, 'path' | 'query'>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${request.path}?${query}` : request.path;
}
