// Cache keys and parameters of named queries; pure, shared by the hook and by non-React callers.
import { readToken } from '../../session/selectors';
import type { ClientSession } from '../../session/session-types';
import { requestUrl } from '../request-url';
import type { QueryDefinition, UnavailableQuery } from './query-definition';
import {
  queryRegistry,
  type QueryName,
  type QueryParams,
  type QueryResult,
} from './query-registry';

/** An SWR key: [name, url, body?, token?]. */
export type QueryKey = readonly [QueryName, ...string[]];

/** The registry entry of a query, typed by its name. */
export function definitionOf<N extends QueryName>(
  name: N,
): QueryDefinition<QueryParams<N>, QueryResult<N>> | UnavailableQuery {
  return queryRegistry[name] as unknown as
    QueryDefinition<QueryParams<N>, QueryResult<N>> | UnavailableQuery;
}

/**
 * The parameters to run with: the caller's, else the session's (the selected policy), else none
 * (null: the query waits). `null` from the caller disables the query.
 */
export function resolveParams<N extends QueryName>(
  name: N,
  params: QueryParams<N> | null | undefined,
  session: ClientSession,
): QueryParams<N> | null {
  if (params === null) return null;
  if (params !== undefined) return params;
  const definition = definitionOf(name);
  if (!definition.available || !definition.fromSession) return null;
  return definition.fromSession(session) ?? null;
}

/**
 * The cache key of a query, or null when it waits for parameters. An unavailable query gets a
 * key too, so its hook reports the QueryNotAvailableError instead of waiting forever.
 */
export function queryKey<N extends QueryName>(
  name: N,
  params: QueryParams<N> | null | undefined,
  session: ClientSession,
): QueryKey | null {
  const definition = definitionOf(name);
  if (!definition.available) return params === null ? null : [name, 'unavailable'];
  const resolved = resolveParams(name, params, session);
  if (resolved === null) return null;
  const request = definition.request(resolved);
  const key: [QueryName, ...string[]] = [name, requestUrl(request)];
  if (request.body !== undefined) key.push(JSON.stringify(request.body));
  if (definition.keyIncludesToken) key.push(readToken(session) ?? '');
  return key;
}

/** True for the cache key of a named query (`[name, url, …]`), as queryKey makes it. */
export function isNamedQueryKey(key: unknown): boolean {
  return Array.isArray(key) && typeof key[0] === 'string' && Object.hasOwn(queryRegistry, key[0]);
}
