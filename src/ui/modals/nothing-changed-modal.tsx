// A change was submitted without changing anything.
import { FormattedMessage } from 'react-intl';
import { Button } from '../button/button';
import { Modal } from './modal';
import { ModalText } from './modal-text';

export interface NothingChangedModalProps {
  /** Called when the modal closes, however it closes. */
  onDone?: () => void;
}

export function NothingChangedModal({ onDone }: NothingChangedModalProps) {
  return (
    <Modal
      title={<FormattedMessage id="modal.nothingChanged.title" />}
      onClose={() => onDone?.()}
      actions={(close) => (
        <Button onClick={close}>
          <FormattedMessage id="modal.ok" />
        </Button>
      )}
    >
      <ModalText id="modal.nothingChanged.text" />
    </Modal>
  );
}
