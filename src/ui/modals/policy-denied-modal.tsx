// Policy data could not be retrieved: contact the provider, quoting the error code if there is one.
import { FormattedMessage } from 'react-intl';
import { Button } from '../button/button';
import { Modal } from './modal';
import { ModalText } from './modal-text';
import { phoneMessage, supportPhone } from './support-phone';

export interface PolicyDeniedModalProps {
  /** Shown so the member can quote it. */
  errorCode?: string;
  onDone?: () => void;
}

export function PolicyDeniedModal({ errorCode, onDone }: PolicyDeniedModalProps) {
  return (
    <Modal
      title={<FormattedMessage id="modal.policyDenied.title" />}
      role="alertdialog"
      onClose={() => onDone?.()}
      actions={(close) => (
        <Button onClick={close}>
          <FormattedMessage id="modal.close" />
        </Button>
      )}
    >
      <ModalText {...phoneMessage('modal.policyDenied.text', supportPhone())} />
      {errorCode && <ModalText id="modal.policyDenied.code" values={{ code: errorCode }} />}
    </Modal>
  );
}
