// Loads `/config.json` at start and checks it. The file is requested by a preload link in
// index.html while the first script still loads; the fetch here matches that request (same URL,
// CORS mode, same-origin credentials), so the browser hands over the preloaded answer.
import * as v from 'valibot';
import { portalConfigSchema, type PortalConfig } from './config-schema';

/** Where the operator places the configuration: beside index.html. */
export const CONFIG_PATH = '/config.json';

/** Why the configuration could not be used. */
export type ConfigProblem = 'missing' | 'unreadable' | 'invalid';

/** The configuration is missing, not JSON, or not what the portal needs. */
export class ConfigError extends Error {
  /** What kind of problem, for the error page. */
  readonly problem: ConfigProblem;
  /** One line per problem, naming the field (for the operator; shown as technical details). */
  readonly details: readonly string[];

  constructor(problem: ConfigProblem, details: readonly string[]) {
    super(`${CONFIG_PATH}: ${details.join('; ')}`);
    this.name = 'ConfigError';
    this.problem = problem;
    this.details = details;
  }
}

/** The dot path of a valibot issue (`oidc.clientIds.member`), or the root. */
function issuePath(issue: v.BaseIssue<unknown>): string {
  return v.getDotPath(issue) ?? '(the file)';
}

/** Checks parsed JSON; throws a ConfigError naming every wrong field. */
export function parsePortalConfig(json: unknown): PortalConfig {
  const result = v.safeParse(portalConfigSchema, json);
  if (result.success) return result.output;
  throw new ConfigError(
    'invalid',
    result.issues.map((issue) => `${issuePath(issue)}: ${issue.message}`),
  );
}

/** Fetches and checks the configuration. */
export async function loadPortalConfig(fetchFn: typeof fetch = fetch): Promise<PortalConfig> {
  let answer: Response;
  try {
    answer = await fetchFn(CONFIG_PATH, { credentials: 'same-origin' });
  } catch (error) {
    throw new ConfigError('missing', [`could not be fetched (${String(error)})`]);
  }
  if (!answer.ok) throw new ConfigError('missing', [`answered HTTP ${answer.status}`]);
  let json: unknown;
  try {
    json = JSON.parse(await answer.text());
  } catch (error) {
    throw new ConfigError('unreadable', [`is not valid JSON (${(error as Error).message})`]);
  }
  return parsePortalConfig(json);
}
