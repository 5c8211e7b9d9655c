// A list of documents with a button per document that shows its PDF.
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../i18n/format';
import { Button } from '../../ui/button/button';
import { useModals } from '../../ui/modals/modal-store';
import type { PolicyDocument } from '../shared/data/documents';
import { DataTable } from '../shared/data-table';
import { DocumentModal } from './document-modal';

function size(intl: ReturnType<typeof useIntl>, bytes: number | undefined): string {
  if (bytes === undefined) return '';
  return intl.formatMessage(
    { id: 'page.inbox.documents.kilobytes' },
    { size: intl.formatNumber(Math.max(1, Math.round(bytes / 1024))) },
  );
}

export function DocumentsTable({
  captionId,
  documents,
  testId,
}: {
  captionId: string;
  documents: readonly PolicyDocument[];
  testId: string;
}) {
  const intl = useIntl();
  const modals = useModals();
  if (documents.length === 0) {
    return (
      <Typography data-testid={`${testId}-empty`}>
        <FormattedMessage id="page.inbox.documents.none" />
      </Typography>
    );
  }
  return (
    <DataTable
      captionId={captionId}
      captionHidden
      data-testid={testId}
      columns={[
        { labelId: 'page.inbox.documents.title' },
        { labelId: 'page.inbox.documents.date', numeric: true },
        { labelId: 'page.inbox.documents.size', numeric: true },
        { labelId: 'page.inbox.documents.action' },
      ]}
      rows={documents.map((document) => ({
        key: document.documentId,
        cells: [
          document.title,
          formatDate(document.date),
          size(intl, document.sizeInBytes),
          <Button
            key="open"
            variant="tertiary"
            compact
            label={intl.formatMessage(
              { id: 'page.inbox.document.open' },
              { title: document.title },
            )}
            onClick={() =>
              modals.open(DocumentModal, {
                documentId: document.documentId,
                title: document.title,
              })
            }
          >
            <FormattedMessage id="page.inbox.documents.action" />
          </Button>,
        ],
      }))}
    />
  );
}
