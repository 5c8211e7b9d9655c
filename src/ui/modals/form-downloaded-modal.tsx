// After downloading a form: explains that the filled-in form is uploaded through the contact form.
import { FormattedMessage } from 'react-intl';
import { Button } from '../button/button';
import { Modal } from './modal';
import { ModalText } from './modal-text';

/** Path of the contact form (spec section 2). */
export const CONTACT_FORM_PATH = '/contact/contactformulier';

export function FormDownloadedModal() {
  return (
    <Modal
      title={<FormattedMessage id="modal.formDownloaded.title" />}
      actions={(close) => (
        <>
          <Button variant="secondary" onClick={close}>
            <FormattedMessage id="modal.close" />
          </Button>
          <Button to={CONTACT_FORM_PATH} onClick={close}>
            <FormattedMessage id="modal.formDownloaded.toContactForm" />
          </Button>
        </>
      )}
    >
      <ModalText id="modal.formDownloaded.text" />
    </Modal>
  );
}
