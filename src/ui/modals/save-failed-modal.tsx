// Saving did not succeed (spec section 8); the button closes the window.
import { FormattedMessage } from 'react-intl';
import { Button } from '../button/button';
import { Modal } from './modal';
import { ModalText } from './modal-text';

export function SaveFailedModal() {
  return (
    <Modal
      title={<FormattedMessage id="modal.saveFailed.title" />}
      role="alertdialog"
      actions={(close) => (
        <Button onClick={close}>
          <FormattedMessage id="modal.saveFailed.button" />
        </Button>
      )}
    >
      <ModalText id="modal.saveFailed.text" />
    </Modal>
  );
}
