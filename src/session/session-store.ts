// A tiny external store for the client session: read, subscribe, patch. Persisted fields are
// written through to browser storage on every change and read back when the store is created.
import {
  areaOf,
  persistedFields,
  readField,
  writeField,
  type PersistedField,
  type StorageArea,
} from './persisted-fields';
import type { ClientSession, SessionPatch } from './session-types';

/** The store behind `useSession`, `getSession` and `updateSession`. */
export interface SessionStore {
  /** The current session; a new object after every change. */
  get(): ClientSession;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Applies a patch; renews sessionId when userId or stubId changes. */
  update(patch: SessionPatch): void;
}

/** What the store needs from the browser (injected in tests). */
export interface SessionStoreDeps {
  sessionStorage: Storage;
  localStorage: Storage;
  newSessionId: () => string;
}

/** The session of a first visit. */
export function initialSession(newSessionId: () => string): ClientSession {
  return {
    authMethod: 'OneWelcome',
    sessionId: newSessionId(),
    preferredLocale: 'nl-NL',
    showReadOnlyPermissionModal: false,
    showUserPermissionsModal: false,
    unreadMessages: [],
    leavePensionPlannerModal: { shouldShowModal: false },
  };
}

function storageFor(deps: SessionStoreDeps, area: StorageArea): Storage {
  return area === 'session' ? deps.sessionStorage : deps.localStorage;
}

const AREAS: readonly StorageArea[] = ['session', 'local'];

/** Fields kept in one fixed area first: the others' area depends on them (authMethod). */
const byFixedAreaFirst = Object.entries(persistedFields).sort(
  ([, a], [, b]) => Number(typeof a.area === 'function') - Number(typeof b.area === 'function'),
);

function hydrate(deps: SessionStoreDeps): ClientSession {
  const session: Record<string, unknown> = { ...initialSession(deps.newSessionId) };
  for (const [name, field] of byFixedAreaFirst) {
    const area = areaOf(field, session as unknown as ClientSession);
    const value = readField(storageFor(deps, area), field);
    if (value !== undefined) session[name] = value;
  }
  return session as unknown as ClientSession;
}

/**
 * Writes a field to its area; a field whose area can change is removed from the other, so there
 * is one stored copy.
 */
function persist(deps: SessionStoreDeps, field: PersistedField, area: StorageArea, value: unknown) {
  if (typeof field.area === 'function')
    for (const other of AREAS)
      if (other !== area) writeField(storageFor(deps, other), field, undefined);
  writeField(storageFor(deps, area), field, value);
}

/** True when applying `patch` changes who the session is about. */
function changesIdentity(current: ClientSession, patch: SessionPatch): boolean {
  return (
    ('userId' in patch && patch.userId !== current.userId) ||
    ('stubId' in patch && patch.stubId !== current.stubId)
  );
}

export function createSessionStore(deps: SessionStoreDeps): SessionStore {
  let current = hydrate(deps);
  const listeners = new Set<() => void>();
  // A first visit gets its session id persisted at once.
  const sessionIdField = persistedFields.sessionId;
  if (sessionIdField)
    writeField(
      storageFor(deps, areaOf(sessionIdField, current)),
      sessionIdField,
      current.sessionId,
    );

  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(patch) {
      const next: ClientSession = { ...current, ...patch };
      if (changesIdentity(current, patch) && !('sessionId' in patch)) {
        next.sessionId = deps.newSessionId();
      }
      const changed = (Object.keys(next) as (keyof ClientSession)[]).filter(
        (name) => next[name] !== current[name],
      );
      if (changed.length === 0) return;
      for (const [name, field] of Object.entries(persistedFields)) {
        const key = name as keyof ClientSession;
        const area = areaOf(field, next);
        if (changed.includes(key) || area !== areaOf(field, current))
          persist(deps, field, area, next[key]);
      }
      current = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
