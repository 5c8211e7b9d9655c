/**
 * Leaving the wizard by a link or the browser asks first (the cancel modal); stopping clears the
 * draft. Moving between the wizard's own steps and to its success page is never held, nor is a
 * preview or a wizard that has been sent.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useModals } from '../../../ui/modals/modal-store';
import type { FlowDefinition } from '../../core';
import { WizardCancelModal } from '../modals';
import { useLeaveGuard } from './use-leave-guard';

/** Guards leaving `flow`'s wizard while `active`; `clear` drops the draft when the member stops. */
export function useWizardLeave(
  flow: Pick<FlowDefinition, 'route' | 'successRoute'>,
  active: boolean,
  clear: () => void,
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
          clear();
          void navigate(target);
        },
      }),
    [modals, clear, navigate],
  );
  useLeaveGuard({ active, allows, onLeave });
}
