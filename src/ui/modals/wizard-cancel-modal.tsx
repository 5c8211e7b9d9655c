// Leaving a wizard: confirm stop (the route change goes ahead) or continue (stay).
import { FormattedMessage } from 'react-intl';
import { Button } from '../button/button';
import { Modal } from './modal';
import { ModalText } from './modal-text';

export interface WizardCancelModalProps {
  /** The user confirmed stopping. */
  onStop: () => void;
  /** The user stays (button, Escape, backdrop or back). */
  onContinue?: () => void;
}

export function WizardCancelModal({ onStop, onContinue }: WizardCancelModalProps) {
  return (
    <Modal
      title={<FormattedMessage id="modal.wizardCancel.title" />}
      onClose={(reason) => reason !== 'action' && onContinue?.()}
      actions={(close) => (
        <>
          <Button
            variant="secondary"
            onClick={() => {
              onContinue?.();
              close();
            }}
          >
            <FormattedMessage id="modal.wizardCancel.continue" />
          </Button>
          <Button
            onClick={() => {
              onStop();
              close();
            }}
          >
            <FormattedMessage id="modal.wizardCancel.stop" />
          </Button>
        </>
      )}
    >
      <ModalText id="modal.wizardCancel.text" />
    </Modal>
  );
}
