/**
 * Leaving the wizard by a link or the browser asks first (the cancel modal); stopping drops the
 * draft (and the quote draft a flow may have made). Moving between the wizard's own steps and to its success page is never held, nor is a
 * preview or a wizard that has been sent.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useModals } from '../../../ui/modals/modal-store';
import type { FlowDefinition } from '../../core';
import { WizardCancelModal } from '../modals';
import { useLeaveGuard } from './use-leave-guard';

/** Guards leaving `flow`'s wizard while `active`; `stop` drops the drafts when the member stops. */
export function useWizardLeave(
  flow: Pick<FlowDefinition, 'route' | 'successRoute'>,
  active: boolean,
  stop: () => void,
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
          stop();
          void navigate(target);
        },
      }),
    [modals, stop, navigate],
  );
  useLeaveGuard({ active, allows, onLeave });
}
