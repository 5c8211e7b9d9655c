/**
 * Leaving the wizard by a link or the browser asks first (the cancel modal); stopping forgets the
 * answers (stored and shown) and drops the quote draft a flow may have made. Signing out drops the
 * quote draft too (the draft goes with the session storage). Moving between the wizard's own steps
 * and to its success page is never held, nor is a preview or a wizard that has been sent.
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
  /** Forgets the wizard's answers, stored and in memory. */
  forget: () => void;
  /** Cancels the quote draft, if the flow made one (fire and forget). */
  dropQuote: () => void;
}

/** Guards leaving `flow`'s wizard while `active`; stopping or signing out drops the drafts. */
export function useWizardLeave(
  flow: Pick<FlowDefinition, 'route' | 'successRoute'>,
  active: boolean,
  { forget, dropQuote }: WizardLeaveDrops,
): void {
  const navigate = useNavigate();
  const modals = useModals();
  const allows = useCallback(
    (pathname: string) => pathname === flow.route || pathname === flow.successRoute,
    [flow.route, flow.successRoute],
  );
  const onLeave = useCallback(
    (target: string) =>
      modals.open(WizardCancelModal, {
        onStop: () => {
          dropQuote();
          forget();
          void navigate(target);
        },
      }),
    [modals, dropQuote, forget, navigate],
  );
  useLeaveGuard({ active, allows, onLeave });
  const latestDrop = useRef(dropQuote);
  useEffect(() => {
    latestDrop.current = dropQuote;
  });
  useEffect(() => (active ? whenSigningOut(() => latestDrop.current()) : undefined), [active]);
}
