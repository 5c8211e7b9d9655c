// Requesting did not succeed (spec section 8); the button goes back to the overview.
import { FormattedMessage } from 'react-intl';
import { Button } from '../button/button';
import { Modal } from './modal';
import { ModalText } from './modal-text';

export interface RequestFailedModalProps {
  /** Where the button leads; default the Arrange yourself overview. */
  overviewPath?: string;
}

export function RequestFailedModal({ overviewPath = '/zelf-regelen' }: RequestFailedModalProps) {
  return (
    <Modal
      title={<FormattedMessage id="modal.requestFailed.title" />}
      role="alertdialog"
      actions={(close) => (
        <Button to={overviewPath} onClick={close}>
          <FormattedMessage id="modal.requestFailed.button" />
        </Button>
      )}
    >
      <ModalText id="modal.requestFailed.text" />
    </Modal>
  );
}
