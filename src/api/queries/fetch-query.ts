// Runs a named query outside React (the hook and the wizard engine both use it).
import { currentPath } from '../../session/navigation';
import { ApiError, NotFoundError } from '../api-error';
import { applyEffect } from '../errors/apply-effect';
import type { AnswerEffect } from '../errors/effects';
import { MissingTokenError } from '../errors/token-rule';
import { http, type HttpClient } from '../http-client';
import { definitionOf } from './query-key';
import type { QueryName, QueryParams, QueryResult } from './query-registry';

/** Asked for a spec query that has no path (see the registry's reason). */
export class QueryNotAvailableError extends Error {
  constructor(name: QueryName, reason: string) {
    super(`Query ${name} is not available: ${reason}`);
    this.name = 'QueryNotAvailableError';
  }
}

/** What fetchQuery uses (injected in tests). */
export interface FetchQueryDeps {
  client: HttpClient;
  applyEffect: (effect: AnswerEffect) => void;
  currentPath: () => string;
}

const defaults: FetchQueryDeps = { client: http, applyEffect, currentPath };

/** Fetches, applies the query's own catalogue rows, parses. Rejects like the http client. */
export async function fetchQuery<N extends QueryName>(
  name: N,
  params: QueryParams<N>,
  deps: FetchQueryDeps = defaults,
): Promise<QueryResult<N>> {
  const definition = definitionOf(name);
  if (!definition.available) throw new QueryNotAvailableError(name, definition.reason);
  let raw: unknown;
  try {
    raw = await deps.client<unknown>(definition.request(params));
  } catch (error) {
    if (error instanceof ApiError && definition.errorEffect) {
      const effect = definition.errorEffect(error, deps.currentPath());
      if (effect) deps.applyEffect(effect);
    }
    if (definition.notFoundText && error instanceof ApiError && error.status === 404) {
      throw new NotFoundError(definition.notFoundText, error);
    }
    if (definition.failureMessage && !(error instanceof MissingTokenError)) {
      throw new Error(definition.failureMessage, { cause: error });
    }
    throw error;
  }
  const data = (definition.parse ? definition.parse(raw) : raw) as QueryResult<N>;
  const effect = definition.dataEffect?.(data, deps.currentPath());
  if (effect) deps.applyEffect(effect);
  return data;
}
