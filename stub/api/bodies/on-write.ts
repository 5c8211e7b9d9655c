// Registers a write route whose body is checked against its schema before the handler runs: a
// body that does not fit answers 400 naming each refused field, and the handler only ever sees a
// body that fits (with the fields the schema knows typed; unknown extra keys pass through).
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { today } from '../../state/dates';
import type { ApiEnv } from '../env';
import { findPension, notFound } from '../respond';
import type { BodySchema, BodySpec } from './body-spec';
import { refusal, refusalBody, refusalsOf } from './refusals';

/** The body contracts registered on each app, for the contract tests. */
const registered = new WeakMap<object, BodySpec[]>();

/** The body contracts registered on `app`, in registration order. */
export const registeredBodies = (app: object): readonly BodySpec[] => registered.get(app) ?? [];

/**
 * Adds `spec.method spec.path` to `app`: with `policyInPath`, 404 unless `:id` is a policy of the
 * member; a body that is not a JSON object answers 400; then the body (an empty body counts as
 * `{}`) is parsed with the spec's schema: a misfit answers 400 with the error body naming the
 * fields, else `handler` runs with the parsed body.
 */
export function onWrite<S extends BodySchema>(
  app: Hono<ApiEnv>,
  spec: BodySpec<S>,
  handler: (c: Context<ApiEnv>, body: v.InferOutput<S>) => Response | Promise<Response>,
): void {
  registered.set(app, [...registeredBodies(app), spec as BodySpec]);
  app.on(spec.method, spec.path, (c) => {
    if (spec.policyInPath && !findPension(c.get('persona'), c.req.param('id')))
      return notFound(c, `Policy ${c.req.param('id') ?? ''} not found for this participant`);
    const schema = spec.schema({
      persona: c.get('persona'),
      today: today(),
      params: c.req.param(),
    });
    const body = c.get('body') ?? {};
    if (typeof body !== 'object' || Array.isArray(body))
      return c.json(
        refusalBody([refusal('', 'INVALID_VALUE', 'The body must be a JSON object')]),
        400,
      );
    // An empty default message: refusals.ts words schema issues with the field's path.
    const result = v.safeParse(schema, body, { message: () => '' });
    if (!result.success) return c.json(refusalBody(refusalsOf(result.issues)), 400);
    return handler(c, result.output);
  });
}
