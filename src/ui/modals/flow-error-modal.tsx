// A wizard failed: sorry text with the phone number, and an action that restarts the choice.
import { FormattedMessage } from 'react-intl';
import { Button } from '../button/button';
import { Modal } from './modal';
import { ModalText } from './modal-text';
import { phoneMessage, supportPhone } from './support-phone';

export interface FlowErrorModalProps {
  /** Starts the choice (wizard) again. */
  onRestart: () => void;
  /** Default: the configured service number (the text leaves the number out without one). */
  phone?: string;
}

export function FlowErrorModal({ onRestart, phone }: FlowErrorModalProps) {
  return (
    <Modal
      title={<FormattedMessage id="modal.flowError.title" />}
      role="alertdialog"
      actions={(close) => (
        <Button
          onClick={() => {
            close();
            onRestart();
          }}
        >
          <FormattedMessage id="modal.flowError.restart" />
        </Button>
      )}
    >
      <ModalText {...phoneMessage('modal.flowError.text', phone ?? supportPhone())} />
    </Modal>
  );
}
