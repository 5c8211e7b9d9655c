// Inactivity warning (spec section 4): stay signed in, or sign out; the page closes by itself
// after the grace period and entered data is not kept.
import { FormattedMessage } from 'react-intl';
import { Button } from '../button/button';
import { Modal } from './modal';
import { ModalText } from './modal-text';

export interface IdleWarningModalProps {
  /** Minutes until the automatic sign-out. */
  minutes: number;
  /** "Yes": stay signed in (also Escape, backdrop, close button). */
  onStay: () => void;
  /** "No": sign out now. */
  onLeave: () => void;
}

export function IdleWarningModal({ minutes, onStay, onLeave }: IdleWarningModalProps) {
  return (
    <Modal
      title={<FormattedMessage id="idle.title" />}
      role="alertdialog"
      blockBack
      onClose={(reason) => reason !== 'action' && onStay()}
      actions={(close) => (
        <>
          <Button
            variant="secondary"
            onClick={() => {
              close();
              onLeave();
            }}
          >
            <FormattedMessage id="idle.leave" />
          </Button>
          <Button
            onClick={() => {
              close();
              onStay();
            }}
          >
            <FormattedMessage id="idle.stay" />
          </Button>
        </>
      )}
    >
      <ModalText id="idle.question" />
      <ModalText id="idle.text" values={{ minutes }} />
    </Modal>
  );
}
