// English is blocked (feature toggle): 'Sorry', English is not available yet, in both languages.
import { FormattedMessage } from 'react-intl';
import { Button } from '../button/button';
import { Modal } from './modal';
import { ModalText } from './modal-text';

export function BlockedEnglishModal() {
  return (
    <Modal
      title={<FormattedMessage id="lang.blockedEnglish.title" />}
      actions={(close) => (
        <Button onClick={close}>
          <FormattedMessage id="lang.blockedEnglish.close" />
        </Button>
      )}
    >
      <ModalText id="lang.blockedEnglish.textNl" lang="nl" />
      <ModalText id="lang.blockedEnglish.textEn" lang="en" />
    </Modal>
  );
}
