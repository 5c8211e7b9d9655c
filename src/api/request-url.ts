// The url of a request: its path plus the defined query values.

/** A request's query values; undefined ones are left out of the url. */
export type RequestQuery = Record<string, string | number | boolean | undefined>;

/** `path`, then the defined `query` values as a query string. */
export function requestUrl(request: { path: string; query?: RequestQuery }): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${request.path}?${query}` : request.path;
}
