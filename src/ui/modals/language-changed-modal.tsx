// After a language switch: the portal language changed; correspondence language is set in My data.
import { FormattedMessage } from 'react-intl';
import { Button } from '../button/button';
import { Modal } from './modal';
import { ModalText } from './modal-text';

/** My data, where the correspondence language is changed (spec section 2). */
export const MY_DATA_PATH = '/mijn-profiel/mijn-gegevens';

export function LanguageChangedModal() {
  return (
    <Modal
      title={<FormattedMessage id="lang.changed.title" />}
      actions={(close) => (
        <>
          <Button variant="secondary" onClick={close}>
            <FormattedMessage id="modal.close" />
          </Button>
          <Button to={MY_DATA_PATH} onClick={close}>
            <FormattedMessage id="lang.changed.toMyData" />
          </Button>
        </>
      )}
    >
      <ModalText id="lang.changed.text" />
    </Modal>
  );
}
