// The shape of one entry of the named-query registry.
import type { ClientSession } from '../../session/session-types';
import type { AnswerEffect } from '../errors/effects';
import type { FailedAnswer } from '../errors/query-rules';
import type { HttpRequest } from '../http-client';

/** A query the portal can run. `P` are its parameters, `R` its (parsed) answer. */
export interface QueryDefinition<P, R> {
  available: true;
  /**
   * `spec`: spec section 7 gives this path for the name. `inferred`: section 7 has the path but
   * pairing it with this name is our reading. `stub`: section 7 has no path; the stub back end
   * documents where the data is (stub/api/README.md). `extra`: a section 7 read without a
   * section 3 name.
   */
  source: 'spec' | 'inferred' | 'stub' | 'extra';
  /** The call for these parameters. */
  request(params: P): HttpRequest;
  /** Parameters taken from the session when the caller gives none; undefined = not ready yet. */
  fromSession?(session: ClientSession): P | undefined;
  /** The cache key includes the bearer token (spec section 9: PensionInfo). */
  keyIncludesToken?: boolean;
  /** Checks and types the answer at the boundary. */
  parse?(raw: unknown): R;
  /** Extra catalogue rows for this query's error answers. */
  errorEffect?(answer: FailedAnswer, currentPath: string): AnswerEffect | undefined;
  /** Catalogue rows for answers that succeed but carry an error (projections). */
  dataEffect?(data: R, currentPath: string): AnswerEffect | undefined;
  /** A failure is rethrown with this message (the original as cause). */
  failureMessage?: string;
  /** Message id the member reads when the answer is 404: rejects with a NotFoundError. */
  notFoundText?: string;
}

/** A spec query name that section 7 gives no path for. */
export interface UnavailableQuery {
  available: false;
  /** Why, and where its data would come from. */
  reason: string;
}

/** Types an entry (keeps `P` and `R` for the registry's lookups). */
export function defineQuery<P, R = unknown>(definition: Omit<QueryDefinition<P, R>, 'available'>) {
  return { available: true, ...definition } as QueryDefinition<P, R>;
}

export function unavailable(reason: string): UnavailableQuery {
  return { available: false, reason };
}

/** Parameters of the policy queries. */
export interface PolicyParams {
  policyId: string;
}

/** The selected policy from the session, when there is one. */
export function policyFromSession(session: ClientSession): PolicyParams | undefined {
  return session.policyId ? { policyId: session.policyId } : undefined;
}

/** A query on the selected policy: `/prefix/{policyId}`, the policy id from the session by default. */
export function policyQuery<R = unknown>(
  prefix: string,
  extra: Partial<Omit<QueryDefinition<PolicyParams, R>, 'available' | 'request'>> = {},
) {
  return defineQuery<PolicyParams, R>({
    source: 'spec',
    request: ({ policyId }) => ({ path: `${prefix}/${encodeURIComponent(policyId)}` }),
    fromSession: policyFromSession,
    ...extra,
  });
}

/** A query without parameters. */
export function fixedQuery<R = unknown>(
  request: HttpRequest,
  extra: Partial<Omit<QueryDefinition<Record<string, never>, R>, 'available' | 'request'>> = {},
) {
  return defineQuery<Record<string, never>, R>({
    source: 'spec',
    request: () => request,
    fromSession: () => ({}),
    ...extra,
  });
}
