// Watches for inactivity: after the idle time the warning modal asks whether to stay; "no", or
// no answer within the grace time, signs the user out.
import { useEffect, useRef, useState } from 'react';
import { useIdleTimer, type IIdleTimer } from 'react-idle-timer';
import { portalConfig } from '../../config/portal-config';
import { whenIdle } from '../after-paint';
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
// page, the wizard's included, which loads no MUI. Its code is fetched once the page is idle
// after the guard starts, so the warning still opens after a new release has removed this
// build's files (a chunk fetched only when the warning is due would show the new-version page
// instead, and the member would lose the choice to stay).
const IdleWarningModal = lazyModal(() =>
  import('../modals/idle-warning-modal').then((m) => m.IdleWarningModal),
);

/** At the latest this long after the guard's first paint, the warning's code is fetched. */
const PRELOAD_WITHIN_MS = 2000;

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

  useEffect(() => {
    if (!active) return;
    // A failed fetch is no loss yet: opening the warning tries again.
    return whenIdle(
      () => void IdleWarningModal.preload().catch(() => undefined),
      PRELOAD_WITHIN_MS,
    );
  }, [active]);

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
