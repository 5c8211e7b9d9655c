// A change was refused because the session is read-only (impersonation): 'failed to send'.
import { FormattedMessage } from 'react-intl';
import { Button } from '../button/button';
import { Modal } from './modal';
import { ModalText } from './modal-text';

export interface ReadOnlyPermissionModalProps {
  /** Raised when the modal closes (the host clears the session flag). */
  onDone?: () => void;
}

export function ReadOnlyPermissionModal({ onDone }: ReadOnlyPermissionModalProps) {
  return (
    <Modal
      title={<FormattedMessage id="modal.failedToSend" />}
      role="alertdialog"
      onClose={() => onDone?.()}
      actions={(close) => (
        <Button onClick={close}>
          <FormattedMessage id="modal.close" />
        </Button>
      )}
    >
      <ModalText id="modal.readOnly.text" />
    </Modal>
  );
}
