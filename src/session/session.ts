// The one client session of the running portal, and the functions the rest of the app uses on it.
import { createSessionStore, type SessionStore } from './session-store';
import type { ClientSession, SessionPatch } from './session-types';

let store: SessionStore | undefined;

/**
 * Made on first use: reading and checking the stored fields then happens when the session is
 * first asked for, not while the portal's code is first run (one long task already).
 */
const portalStore = () =>
  (store ??= createSessionStore({
    sessionStorage: window.sessionStorage,
    localStorage: window.localStorage,
    newSessionId: () => crypto.randomUUID(),
  }));

/** The portal's session store, persisted in this browser's storages. */
export const sessionStore: SessionStore = {
  get: () => portalStore().get(),
  subscribe: (listener) => portalStore().subscribe(listener),
  update: (patch) => portalStore().update(patch),
};

/** The current session (outside React; inside, use `useSession`). */
export function getSession(): ClientSession {
  return sessionStore.get();
}

/** Changes the session; persisted fields are written through, subscribers notified. */
export function updateSession(patch: SessionPatch): void {
  sessionStore.update(patch);
}

/** Calls `listener` after every session change. */
export function subscribeSession(listener: () => void): () => void {
  return sessionStore.subscribe(listener);
}

/**
 * The patch of a session reset (spec section 4): identity, selection and token data cleared,
 * flags and messages back to their defaults, authMethod back to OneWelcome. Languages stay.
 */
export const RESET_PATCH: Readonly<SessionPatch> = {
  authMethod: 'OneWelcome',
  userId: undefined,
  stubId: undefined,
  policyId: undefined,
  impersonation: undefined,
  cfData: undefined,
  pensionPlannerData: undefined,
  stubError: undefined,
  policyOrPackageDeniedErrorCode: undefined,
  policyDenied: undefined,
  showReadOnlyPermissionModal: false,
  showUserPermissionsModal: false,
  unreadMessages: [],
  leavePensionPlannerModal: { shouldShowModal: false },
};

/** Resets the session (spec section 4); the session id is renewed with the identity. */
export function resetSession(store: SessionStore = sessionStore): void {
  store.update({ ...RESET_PATCH, sessionId: crypto.randomUUID() });
}
