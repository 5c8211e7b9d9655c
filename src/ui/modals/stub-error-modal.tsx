// A stub scenario failed (test environments): shows the URL and message. Dutch, as in the spec.
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Button } from '../button/button';
import { Modal } from './modal';

export interface StubErrorModalProps {
  url: string;
  message: string;
  onDone?: () => void;
}

export function StubErrorModal({ url, message, onDone }: StubErrorModalProps) {
  return (
    <Modal
      title={<FormattedMessage id="modal.stubError.title" />}
      lang="nl"
      size="medium"
      onClose={() => onDone?.()}
      actions={(close) => (
        <Button onClick={close}>
          <FormattedMessage id="modal.stubError.close" />
        </Button>
      )}
    >
      <Typography component="h3" variant="subtitle2">
        <FormattedMessage id="modal.stubError.url" />
      </Typography>
      <Typography component="p" sx={{ mb: 2, fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {url}
      </Typography>
      <Typography component="h3" variant="subtitle2">
        <FormattedMessage id="modal.stubError.message" />
      </Typography>
      <Typography component="p" sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>
        {message}
      </Typography>
    </Modal>
  );
}
