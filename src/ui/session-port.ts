// The seam between the shared UI and the client session (spec section 3). The UI needs a few
// session fields and actions; the app supplies the real ones (src/app/ui-ports.ts, through
// `UiPortsProvider`), and tests or components rendered on their own get an in-memory store.
import {
  createContext,
  createElement,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { AuthMethod, PortalLocale } from '../session/session-types';

/** The client-session fields the shared UI reads or writes. */
export interface UiSession {
  /** How the user signed in; AAD (staff) and AdvisorOneWelcome (advisor) are read-only. */
  authMethod?: AuthMethod;
  /** Stub person id; set when the portal runs against the stub back end. */
  stubId?: string;
  /** Language chosen for this session only; wins over preferredLocale. */
  temporaryLocale?: PortalLocale;
  /** Long-lived language preference. */
  preferredLocale?: PortalLocale;
  /** A stub scenario that failed: opens the stub scenario failure modal while set. */
  stubError?: { url: string; message: string };
  /** Access-denied code of a policy or package (spec section 4). */
  policyOrPackageDeniedErrorCode?: string;
  /** Opens the read-only permission modal while true. */
  showReadOnlyPermissionModal?: boolean;
  /** Data the back end refused (403): opens the policy-denied modal, with the answer's code. */
  policyDenied?: { code?: string };
  /** Opens the user-rights modal while true. */
  showUserPermissionsModal?: boolean;
  /** Unread inbox messages; the count is the badge on Inbox. */
  unreadMessages?: readonly unknown[];
}

/** The fields the UI writes (language toggle, closing session-driven modals). */
export type UiSessionPatch = Partial<
  Pick<
    UiSession,
    | 'temporaryLocale'
    | 'stubError'
    | 'showReadOnlyPermissionModal'
    | 'policyDenied'
    | 'showUserPermissionsModal'
  >
>;

/** Permission flags of spec section 6 by name; undefined means not fetched (yet). */
export type PermissionFlags = Record<string, boolean | undefined>;

/** Everything the shared UI asks of the rest of the portal. */
export interface UiPorts {
  /** Current session fields; re-renders on change. */
  useSession: () => UiSession;
  /** Merges a patch into the session (undefined clears a field). */
  updateSession: (patch: UiSessionPatch) => void;
  /** Signs the user out (provider sign-out, then /logout). */
  signOut: () => void | Promise<void>;
  /** Number of pensions (employmentPensionInfoCollection); the overview link needs more than one. */
  usePensionCount: () => number;
  /** The computed permission flags, for the user-rights modal. */
  usePermissionFlags: () => PermissionFlags;
  /** True when a feature toggle blocks English. */
  useEnglishBlocked: () => boolean;
  /**
   * Unread inbox messages, for the menu badge. The header owns the count: this hook asks for the
   * inbox list itself, so the badge is filled on every page (a deep link too), not only where a
   * page reads the messages.
   */
  useUnreadCount: () => number;
}

/** A session store kept in memory: for tests, and for UI rendered outside the app's provider. */
export function createMemoryUiPorts(
  initial: UiSession = {},
  overrides: Partial<Omit<UiPorts, 'useSession' | 'updateSession'>> = {},
): UiPorts & { getSession: () => UiSession } {
  let session = initial;
  const useMemorySession = () => useSyncExternalStore(subscribe, getSession, getSession);
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getSession = () => session;
  return {
    getSession,
    useSession: useMemorySession,
    updateSession: (patch) => {
      session = { ...session, ...patch };
      listeners.forEach((listener) => listener());
    },
    signOut: overrides.signOut ?? (() => window.location.assign('/logout')),
    usePensionCount: overrides.usePensionCount ?? (() => 1),
    usePermissionFlags: overrides.usePermissionFlags ?? (() => ({})),
    useEnglishBlocked: overrides.useEnglishBlocked ?? (() => false),
    useUnreadCount:
      overrides.useUnreadCount ?? (() => useMemorySession().unreadMessages?.length ?? 0),
  };
}

// What the UI reads outside `UiPortsProvider` (the app always renders one: src/app/app.tsx).
export const defaultUiPorts: UiPorts = createMemoryUiPorts();

const UiPortsContext = createContext<UiPorts>(defaultUiPorts);

/** Supplies other ports (tests, or the app once the session store is connected). */
export function UiPortsProvider({ ports, children }: { ports: UiPorts; children: ReactNode }) {
  return createElement(UiPortsContext.Provider, { value: ports }, children);
}

/** The ports in effect. */
export function useUiPorts(): UiPorts {
  return useContext(UiPortsContext);
}

/** The session fields the UI reads. */
export function useUiSession(): UiSession {
  return useUiPorts().useSession();
}
