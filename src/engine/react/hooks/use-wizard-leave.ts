/**
 * Leaving the wizard by a link or the browser asks first (the cancel modal); stopping forgets the
 * stored answers and drops the quote draft a flow may have made. Signing out drops the quote draft
 * too (the draft goes with the session storage). Moving between the wizard's own steps and to its
 * success page is never held, nor is a preview or a wizard that has been sent.
 *
 * Stopping moves on to the page the member chose; if the member goes back before that page has
 * been shown, the wizard is still there: it then forgets the answers it shows as well, rather than
 * show answers it no longer keeps. Not before: a wizard that changes its step while it is being
 * left would write that step into the address of the page it leaves for.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { whenSigningOut } from '../../../session/before-sign-out';
import { useModals } from '../../../ui/modals/modal-store';
import type { FlowDefinition } from '../../core';
import { WizardCancelModal } from '../modals';
import { useLeaveGuard } from './use-leave-guard';

/** What leaving drops. */
export interface WizardLeaveDrops {
  /** Forgets the stored answers and stops storing them. */
  clear: () => void;
  /** Forgets the answers shown too: the wizard starts anew. */
  forget: () => void;
  /** Cancels the quote draft, if the flow made one (fire and forget). */
  dropQuote: () => void;
}

/** Guards leaving `flow`'s wizard while `active`; stopping or signing out drops the drafts. */
export function useWizardLeave(
  flow: Pick<FlowDefinition, 'route' | 'successRoute'>,
  active: boolean,
  { clear, forget, dropQuote }: WizardLeaveDrops,
): void {
  const navigate = useNavigate();
  const modals = useModals();
  const allows = useCallback(
    (pathname: string) => pathname === flow.route || pathname === flow.successRoute,
    [flow.route, flow.successRoute],
  );
  // Stopped, and the page it leaves for not shown yet: the wizard is still mounted.
  const stopped = useRef(false);
  const onLeave = useCallback(
    (target: string) =>
      modals.open(WizardCancelModal, {
        onStop: () => {
          dropQuote();
          clear();
          stopped.current = true;
          void navigate(target);
        },
      }),
    [modals, dropQuote, clear, navigate],
  );
  useLeaveGuard({ active, allows, onLeave });
  useEffect(() => {
    const back = () => {
      if (!stopped.current || !allows(window.location.pathname)) return;
      stopped.current = false;
      forget();
    };
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, [allows, forget]);
  const latestDrop = useRef(dropQuote);
  useEffect(() => {
    latestDrop.current = dropQuote;
  });
  useEffect(() => (active ? whenSigningOut(() => latestDrop.current()) : undefined), [active]);
}
