// `POST /analytics/collect`: the stand-in for the server-side tag service that the web server
// proxies this same-origin path to (docs/adr/0004-analytics-under-csp.md). It takes a batch
// `{ events: [ {…}, … ] }` without a token, records it (`GET /__stub/analytics` lists them) and
// answers 204. It is registered before the write recorder: analytics is not a command.
import type { Hono } from 'hono';
import { validationError } from '../faults/error-body';
import type { ApiDeps, ApiEnv } from './env';

/** The path the portal posts to (src/analytics/collect-sender.ts). */
export const COLLECT_PATH = '/analytics/collect';

/** More events than this in one batch is not the portal's sender. */
export const MAX_EVENTS_PER_BATCH = 100;

const isEvent = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Adds `POST /analytics/collect` and `GET /__stub/analytics`. */
export function registerAnalytics(app: Hono<ApiEnv>, { analytics }: ApiDeps): void {
  app.post(COLLECT_PATH, async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.json(validationError('body', 'The request body is not valid JSON'), 400);
    }
    const events = isEvent(body) ? body.events : undefined;
    if (!Array.isArray(events) || events.length === 0 || events.length > MAX_EVENTS_PER_BATCH)
      return c.json(
        validationError('events', `events must be a list of 1 to ${MAX_EVENTS_PER_BATCH} events`),
        400,
      );
    const wrong = events.findIndex((event) => !isEvent(event));
    if (wrong >= 0) return c.json(validationError(`events.${wrong}`, 'must be an object'), 400);
    analytics.record({
      time: new Date().toISOString(),
      events: events as Record<string, unknown>[],
      credentials: Boolean(c.req.header('authorization') ?? c.req.header('cookie')),
    });
    return c.body(null, 204);
  });

  app.get('/__stub/analytics', (c) => c.json(analytics.list()));
}
