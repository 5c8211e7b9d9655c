// Shows a document PDF in a modal: fetched through the http client (with the portal's headers)
// as a Blob, turned into a blob: URL (the CSP allows blob: frames) and embedded, with a link to
// open it in its own window. The URL is set on the frame and link directly and released when
// the modal goes.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useQuery } from '../../api/use-query';
import { Modal } from '../../ui/modals/modal';
import { ExternalLink } from '../shared/external-link';
import { LoadError, LoadingBlock } from '../shared/query-state';

export interface DocumentModalProps {
  documentId: string;
  title: string;
}

function DocumentView({ blob, title }: { blob: Blob; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const link = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(blob);
    if (frame.current) frame.current.src = url;
    link.current?.querySelector('a')?.setAttribute('href', url);
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return (
    <>
      <Box
        component="iframe"
        ref={frame}
        title={title}
        sx={{ width: '100%', height: '70vh', border: 1, borderColor: '#c4c4c4' }}
      />
      <Typography component="p" sx={{ mt: 1 }} data-testid="document-ready">
        <span ref={link}>
          <ExternalLink href="#">
            <FormattedMessage id="page.inbox.document.openNew" />
          </ExternalLink>
        </span>
      </Typography>
    </>
  );
}

export function DocumentModal({ documentId, title }: DocumentModalProps) {
  const { data, error, mutate } = useQuery('Document', { id: documentId });
  return (
    <Modal title={title} size="medium" data-testid="document-modal">
      {error ? (
        <LoadError onRetry={() => void mutate()} />
      ) : data ? (
        <DocumentView blob={data} title={title} />
      ) : (
        <LoadingBlock lines={4} />
      )}
    </Modal>
  );
}
