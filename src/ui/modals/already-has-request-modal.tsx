// A choice is still being processed in the administration system: nothing new until next month.
import { FormattedMessage } from 'react-intl';
import { Button } from '../button/button';
import { Modal } from './modal';
import { ModalText } from './modal-text';

export function AlreadyHasRequestModal() {
  return (
    <Modal
      title={<FormattedMessage id="modal.alreadyHasRequest.title" />}
      actions={(close) => (
        <Button onClick={close}>
          <FormattedMessage id="modal.close" />
        </Button>
      )}
    >
      <ModalText id="modal.alreadyHasRequest.text" />
    </Modal>
  );
}
