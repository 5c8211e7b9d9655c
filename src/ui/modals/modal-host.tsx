// Renders the modals opened through `useModals()`, plus the ones the session asks for through
// its flags (stubError, showReadOnlyPermissionModal, policyDenied, showUserPermissionsModal).
import {
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useUiPorts, useUiSession } from '../session-port';
import { lazyModal } from './lazy-modal';
import { ModalEntryContext, type ModalEntryState } from './modal-entry';
import { ModalStoreContext, type ModalStore } from './modal-store';

// Session-driven modals are rare (errors, test tools): each is its own chunk.
const ReadOnlyPermissionModal = lazyModal(() =>
  import('./read-only-permission-modal').then((m) => m.ReadOnlyPermissionModal),
);
const PolicyDeniedModal = lazyModal(() =>
  import('./policy-denied-modal').then((m) => m.PolicyDeniedModal),
);
const StubErrorModal = lazyModal(() => import('./stub-error-modal').then((m) => m.StubErrorModal));
const UserRightsModal = lazyModal(() =>
  import('./user-rights-modal').then((m) => m.UserRightsModal),
);

/** Supplies a modal store other than the app-wide default (tests, isolated trees). */
export function ModalProvider({ store, children }: { store: ModalStore; children: ReactNode }) {
  return <ModalStoreContext.Provider value={store}>{children}</ModalStoreContext.Provider>;
}

/** Every open modal, and the session-driven ones. */
export function ModalHost() {
  const store = useContext(ModalStoreContext);
  const entries = useSyncExternalStore(store.subscribe, store.getEntries, store.getEntries);
  return (
    <>
      {entries.map(({ key, component: Component, props, open }) => (
        <ModalEntryContext.Provider
          key={key}
          value={{ open, close: () => store.close(key), exited: () => store.remove(key) }}
        >
          <Component {...props} />
        </ModalEntryContext.Provider>
      ))}
      <SessionModals />
    </>
  );
}

function Controlled({ state, children }: { state: ModalEntryState; children: ReactNode }) {
  return <ModalEntryContext.Provider value={state}>{children}</ModalEntryContext.Provider>;
}

/** Open state for a session flag; `mounted` stays true after the first opening (exit animation). */
function useFlagEntry(open: boolean, close: () => void) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const state = useMemo<ModalEntryState>(() => ({ open, close, exited: () => {} }), [open, close]);
  return { state, mounted };
}

function SessionModals() {
  const { updateSession, usePermissionFlags } = useUiPorts();
  const session = useUiSession();
  const flags = usePermissionFlags();
  // Keep the last stub error so the modal keeps its text while it fades out.
  const [stubError, setStubError] = useState(session.stubError);
  if (session.stubError && session.stubError !== stubError) setStubError(session.stubError);
  // The same for the refused data's code.
  const [policyDenied, setPolicyDenied] = useState(session.policyDenied);
  if (session.policyDenied && session.policyDenied !== policyDenied)
    setPolicyDenied(session.policyDenied);

  const closeStub = useCallback(() => updateSession({ stubError: undefined }), [updateSession]);
  const closeReadOnly = useCallback(
    () => updateSession({ showReadOnlyPermissionModal: false }),
    [updateSession],
  );
  const closeDenied = useCallback(
    () => updateSession({ policyDenied: undefined }),
    [updateSession],
  );
  const closeRights = useCallback(
    () => updateSession({ showUserPermissionsModal: false }),
    [updateSession],
  );
  const stub = useFlagEntry(Boolean(session.stubError), closeStub);
  const readOnly = useFlagEntry(Boolean(session.showReadOnlyPermissionModal), closeReadOnly);
  const denied = useFlagEntry(Boolean(session.policyDenied), closeDenied);
  const rights = useFlagEntry(Boolean(session.showUserPermissionsModal), closeRights);
  return (
    <>
      {stub.mounted && stubError && (
        <Controlled state={stub.state}>
          <StubErrorModal url={stubError.url} message={stubError.message} />
        </Controlled>
      )}
      {readOnly.mounted && (
        <Controlled state={readOnly.state}>
          <ReadOnlyPermissionModal />
        </Controlled>
      )}
      {denied.mounted && policyDenied && (
        <Controlled state={denied.state}>
          <PolicyDeniedModal errorCode={policyDenied.code} />
        </Controlled>
      )}
      {rights.mounted && (
        <Controlled state={rights.state}>
          <UserRightsModal flags={flags} />
        </Controlled>
      )}
    </>
  );
}
