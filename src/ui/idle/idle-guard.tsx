// Watches for inactivity: after the idle time the warning modal asks whether to stay; "no", or
// no answer within the grace time, signs the user out.
import { useEffect, useRef, useState } from 'react';
import { useIdleTimer, type IIdleTimer } from 'react-idle-timer';
import { portalConfig } from '../../config/portal-config';
import { lazyModal } from '../modals/lazy-modal';
import { useModals } from '../modals/modal-store';
import { useUiPorts } from '../session-port';
import { idleSettings } from './idle-settings';

export interface IdleGuardProps {
  /** Inactivity before the warning (ms); default from ?idle= or 10 minutes. */
  timeoutMs?: number;
  /** Time to answer (ms); default from ?idleGrace= or 5 minutes. */
  graceMs?: number;
  /** Default: on outside production. */
  enabled?: boolean;
  /** Default: the sign-out port. */
  onSignOut?: () => void;
}

// The warning, with MUI's dialog, is not part of the page's first load: the watch runs on every
// page, the wizard's included, which loads no MUI. Its code is fetched once the member has been
// inactive for a while (half the idle time, at most a minute), long before the warning is due:
// fetched only then, it would be gone after a new release meanwhile, and the member would get
// the new-version page instead of the choice to stay. Not at once after the page has loaded:
// it is 49 KB (gzip) and 72–96 ms of fetching and running at 4× CPU that a member filling in a
// form does not need, while an inactive member waits for nothing.
const IdleWarningModal = lazyModal(() =>
  import('../modals/idle-warning-modal').then((m) => m.IdleWarningModal),
);

/** The longest inactivity before the warning's code is fetched (ms). */
const PRELOAD_AFTER_MS = 60_000;

// Timers looked up at call time, so tests with fake timers control the idle timer too.
const timers = {
  setTimeout: (fn: () => void, delay: number) => window.setTimeout(fn, delay),
  clearTimeout: (id: number) => window.clearTimeout(id),
  setInterval: (fn: () => void, delay: number) => window.setInterval(fn, delay),
  clearInterval: (id: number) => window.clearInterval(id),
};

/** Mount once inside the signed-in part of the portal. Renders nothing itself. */
export function IdleGuard({ timeoutMs, graceMs, enabled, onSignOut }: IdleGuardProps) {
  const ports = useUiPorts();
  const modals = useModals();
  const [settings] = useState(() =>
    idleSettings({
      environment: portalConfig().environment,
      search: window.location.search,
    }),
  );
  const idleMs = timeoutMs ?? settings.idleMs;
  const grace = graceMs ?? settings.graceMs;
  const active = enabled ?? settings.enabled;

  const modalKey = useRef<number | undefined>(undefined);
  const signOut = useRef(onSignOut ?? ports.signOut);
  useEffect(() => {
    signOut.current = onSignOut ?? ports.signOut;
  });

  const closeWarning = () => {
    if (modalKey.current !== undefined) modals.close(modalKey.current);
    modalKey.current = undefined;
  };

  useIdleTimer({
    timeout: Math.min(PRELOAD_AFTER_MS, idleMs / 2),
    disabled: !active,
    throttle: 500,
    timers,
    // A failed fetch is no loss yet: opening the warning tries again.
    onIdle: () => void IdleWarningModal.preload().catch(() => undefined),
  });

  useIdleTimer({
    timeout: idleMs + grace,
    promptBeforeIdle: grace,
    disabled: !active,
    throttle: 500,
    timers,
    onPrompt: (_event?: Event, idleTimer?: IIdleTimer) => {
      closeWarning();
      modalKey.current = modals.open(IdleWarningModal, {
        minutes: Math.max(1, Math.round(grace / 60000)),
        onStay: () => {
          modalKey.current = undefined;
          idleTimer?.activate();
        },
        onLeave: () => {
          modalKey.current = undefined;
          void signOut.current();
        },
      });
    },
    onIdle: () => {
      closeWarning();
      void signOut.current();
    },
  });

  return null;
}
