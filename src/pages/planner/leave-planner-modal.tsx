// Asks before leaving the pension planner: what was filled in there is not kept.
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button/button';
import { Modal } from '../../ui/modals/modal';
import { ModalText } from '../../ui/modals/modal-text';

export interface LeavePlannerModalProps {
  /** Leaves the planner (clears its data and goes on). */
  onLeave: () => void;
  /** Stays. */
  onStay?: () => void;
}

export function LeavePlannerModal({ onLeave, onStay }: LeavePlannerModalProps) {
  return (
    <Modal
      title={<FormattedMessage id="page.planner.leave.title" />}
      role="alertdialog"
      data-testid="leave-planner-modal"
      onClose={(reason) => {
        if (reason !== 'action') onStay?.();
      }}
      actions={(close) => (
        <>
          <Button
            variant="secondary"
            onClick={() => {
              onStay?.();
              close();
            }}
          >
            <FormattedMessage id="page.planner.leave.stay" />
          </Button>
          <Button
            onClick={() => {
              close();
              onLeave();
            }}
          >
            <FormattedMessage id="page.planner.leave.leave" />
          </Button>
        </>
      )}
    >
      <ModalText id="page.planner.leave.text" />
    </Modal>
  );
}
