// The leave-planner modal (spec section 3, leave-pension-planner modal data): while the member
// has planner data, a click on a link that leaves the planner pages is held and the modal asks
// first. The session's leavePensionPlannerModal says whether to ask and holds the way on.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { updateSession } from '../../session/session';
import { useSession } from '../../session/use-session';
import { useModals } from '../../ui/modals/modal-store';
import { LeavePlannerModal } from './leave-planner-modal';
import { setOcktoData } from './ockto-store';
import { isPlannerPath } from './planner-paths';

/** The portal path a click on `target` would go to, if it is an ordinary same-tab link. */
function leavingPath(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || isPlannerPath(url.pathname)) return undefined;
  return url.pathname + url.search + url.hash;
}

export function useLeavePlannerGuard(): void {
  const navigate = useNavigate();
  const modals = useModals();
  const hasData = useSession((session) => session.pensionPlannerData !== undefined);

  useEffect(() => {
    updateSession({ leavePensionPlannerModal: { shouldShowModal: hasData } });
  }, [hasData]);

  useEffect(() => {
    if (!hasData) return;
    const onClick = (event: MouseEvent) => {
      const target = leavingPath(event);
      if (!target) return;
      // Capture phase, before the router's link handler: the link sees the default prevented.
      event.preventDefault();
      const leave = () => {
        setOcktoData(undefined);
        updateSession({
          pensionPlannerData: undefined,
          leavePensionPlannerModal: { shouldShowModal: false },
        });
        void navigate(target);
      };
      updateSession({ leavePensionPlannerModal: { shouldShowModal: true, callback: leave } });
      modals.open(LeavePlannerModal, { onLeave: leave });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [hasData, modals, navigate]);
}
