// The one command client: every write of the portal goes through `sendCommand`. Read-only
// (impersonating) sessions are refused here, before any request leaves (the server refuses too).
import { mutate } from 'swr';
import { isReadOnly } from '../../session/selectors';
import { getSession, updateSession } from '../../session/session';
import type { ClientSession, SessionPatch } from '../../session/session-types';
import { ReadOnlyRefusedError } from '../api-error';
import { MissingTokenError } from '../errors/token-rule';
import { http, type HttpClient } from '../http-client';
import type { QueryName } from '../queries/query-registry';
import {
  commandDefinition,
  fillPath,
  type CommandName,
  type CommandParams,
} from './command-registry';

/** What sendCommand uses (injected in tests). */
export interface SendCommandDeps {
  client: HttpClient;
  getSession: () => ClientSession;
  updateSession: (patch: SessionPatch) => void;
  invalidate: (names: readonly QueryName[]) => Promise<unknown>;
}

/** Drops the cached answers of these queries (every key starts with the query name). */
export function invalidateQueries(names: readonly QueryName[]): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && names.includes(key[0] as QueryName), undefined, {
    revalidate: true,
  });
}

const defaults: SendCommandDeps = {
  client: http,
  getSession,
  updateSession,
  invalidate: invalidateQueries,
};

/**
 * Sends a command with its path parameters and JSON body. Resolves with the answer (JSON, a PDF
 * Blob for reports, undefined when empty); rejects with ReadOnlyRefusedError (after opening the
 * read-only modal), MissingTokenError or ApiError (after the error catalogue acted).
 */
export async function sendCommand<T = unknown, N extends CommandName = CommandName>(
  name: N,
  params: CommandParams<N>,
  body?: unknown,
  deps: SendCommandDeps = defaults,
): Promise<T> {
  // Flows name their commands in data: a name the registry lacks is a flow error, said plainly.
  const definition = commandDefinition(name);
  if (!definition) throw new Error(`Unknown command ${String(name)}`);
  if (isReadOnly(deps.getSession()) && !definition.readOnlyAllowed) {
    deps.updateSession({ showReadOnlyPermissionModal: true });
    throw new ReadOnlyRefusedError(name);
  }
  try {
    const answer = await deps.client<T>({
      method: definition.method,
      path: fillPath(definition.path, params),
      body,
      responseType: definition.responseType ?? 'json',
    });
    if (definition.invalidates?.length) await deps.invalidate(definition.invalidates);
    return answer;
  } catch (error) {
    if (definition.failureMessage && !(error instanceof MissingTokenError)) {
      throw new Error(definition.failureMessage, { cause: error });
    }
    throw error;
  }
}

/** A call named in data: `{ command, params, body }` as the engine core builds it from a flow. */
export interface NamedCall {
  /** A key of the command registry (checked when sent). */
  command: string;
  /** Its path parameters. */
  params: Readonly<Record<string, unknown>>;
  /** The JSON body. */
  body: unknown;
}

/**
 * Sends a call the engine core built by name: the wizard, its success page and the headless
 * fixture replay all send through here, so they share the one path table.
 */
export function sendNamedCall<T = unknown>(
  call: NamedCall,
  deps: SendCommandDeps = defaults,
): Promise<T> {
  return sendCommand<T>(call.command as CommandName, call.params as never, call.body, deps);
}
