// What a write's body schema is made of: the route it guards and a valibot schema built for the
// request, so rules that depend on the member (their own BSN, their policies) or on the date
// (not in the future) live in the schema too, in one place per write.
import type * as v from 'valibot';
import type { MemberPersona } from '../../personas/types';

/** What a body schema may look at besides the body. */
export interface BodyContext {
  /** The member the request is about (rules such as "not your own BSN"). */
  persona: MemberPersona;
  /** Today, yyyy-MM-dd (rules such as "not in the future"). */
  today: string;
  /** The path parameters of the request (`id`). */
  params: Readonly<Record<string, string>>;
}

/** Any body schema. */
export type BodySchema = v.GenericSchema<unknown, unknown>;

/** The body contract of one write. */
export interface BodySpec<S extends BodySchema = BodySchema> {
  /** HTTP method. */
  method: 'POST' | 'PUT';
  /** The route as the stub registers it (lower case, `:id` for a path parameter). */
  path: string;
  /** `:id` is a policy id: 404 unless it is a policy of the member, before the body is read. */
  policyInPath?: boolean;
  /** The schema for one request. */
  schema: (context: BodyContext) => S;
}

/** Declares a body contract (keeps the schema's own type for the handler). */
export const defineBody = <S extends BodySchema>(spec: BodySpec<S>): BodySpec<S> => spec;
