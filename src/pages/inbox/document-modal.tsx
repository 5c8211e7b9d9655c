// Shows a document PDF in a modal: fetched through the http client (with the portal's headers)
// as a Blob, checked to be a PDF (else a message and no frame), turned into a blob: URL (the CSP
// allows blob: frames) and embedded, with a link to open it in its own window. The URL is set on
// the frame and link directly and released when the modal goes.
//
// The frame has no `sandbox` attribute: Chromium refuses its PDF viewer in any sandboxed frame,
// whatever the allow- tokens (docs/adr/0010). What the frame shows is safe without it: only a
// blob typed application/pdf with a PDF signature (pdf-document.ts) ever reaches it, so the
// browser can only hand it to its PDF viewer, never render it as a page of the portal.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useQuery } from '../../api/use-query';
import { Modal } from '../../ui/modals/modal';
import { ExternalLink } from '../shared/external-link';
import { LoadError, LoadingBlock } from '../shared/query-state';
import { asPdf } from './pdf-document';

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

/** The answer as a PDF blob, null when it is not a PDF, undefined while unknown. */
function usePdf(answer: Blob | undefined): Blob | null | undefined {
  const [checked, setChecked] = useState<{ answer: Blob; pdf: Blob | null }>();
  useEffect(() => {
    if (!answer) return;
    let current = true;
    void asPdf(answer).then(
      (pdf) => current && setChecked({ answer, pdf }),
      () => current && setChecked({ answer, pdf: null }),
    );
    return () => {
      current = false;
    };
  }, [answer]);
  return checked && checked.answer === answer ? checked.pdf : undefined;
}

export function DocumentModal({ documentId, title }: DocumentModalProps) {
  const { data, error, mutate } = useQuery('Document', { id: documentId });
  const pdf = usePdf(data);
  return (
    <Modal title={title} size="medium" data-testid="document-modal">
      {error ? (
        <LoadError onRetry={() => void mutate()} />
      ) : pdf ? (
        <DocumentView blob={pdf} title={title} />
      ) : pdf === null ? (
        <Typography role="alert" data-testid="document-not-pdf">
          <FormattedMessage id="page.inbox.document.notPdf" />
        </Typography>
      ) : (
        <LoadingBlock lines={4} />
      )}
    </Modal>
  );
}
