/**
 * A wizard's success page: a confirmation, what the fund received (the sent answers as the
 * summary showed them, and the request's summary document as filed), and, when the flow has a
 * summary report, a button that fetches the PDF (a POST through the command client; reports are
 * allowed when read-only) and saves it. It all comes from the wizard through the history entry,
 * so a reload keeps it; arriving any other way shows the confirmation only.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { fetchQuery, sendNamedCall } from '../../api';
import { Button } from '../../ui/button/button';
import { overviewPathOf } from './navigation/wizard-paths';
import { SentAnswers } from './parts/sent-answers';
import { readSuccessState } from './submit/success-state';
import styles from './wizard.module.css';

/** Saves a blob under `fileName` through a temporary object URL. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

type Download = 'idle' | 'busy' | 'failed';

interface DownloadButtonProps {
  /** Message id of the button. */
  label: string;
  /** Message id of the saved file's name. */
  fileName: string;
  /** Fetches the PDF. */
  load: () => Promise<Blob>;
  /** What the console says when it fails. */
  what: string;
}

function DownloadButton({ label, fileName, load, what }: DownloadButtonProps) {
  const intl = useIntl();
  const [status, setStatus] = useState<Download>('idle');
  const download = async () => {
    if (status === 'busy') return;
    setStatus('busy');
    try {
      saveBlob(await load(), intl.formatMessage({ id: fileName }));
      setStatus('idle');
    } catch (error) {
      console.error(`${what} failed`, error);
      setStatus('failed');
    }
  };
  return (
    <div className={styles.pageText}>
      <Button variant="secondary" loading={status === 'busy'} onClick={() => void download()}>
        {intl.formatMessage({ id: label })}
      </Button>
      {status === 'failed' && (
        <p className={styles.alertBelow} role="alert">
          {intl.formatMessage({ id: 'wizard.success.downloadFailed' })}
        </p>
      )}
    </div>
  );
}

export interface WizardSuccessRouteProps {
  /** The flow whose success page this is. */
  flowId: string;
  /** Message id of the route's title. */
  titleId: string;
}

export function WizardSuccessRoute({ flowId, titleId }: WizardSuccessRouteProps) {
  const intl = useIntl();
  const location = useLocation();
  const success = readSuccessState(location.state, flowId);
  const filed = success?.summaryDocument;
  const report = success?.report;
  return (
    <section data-testid="wizard-success" data-flow={flowId}>
      <h1 className={styles.title}>{intl.formatMessage({ id: titleId })}</h1>
      <p className={styles.pageText}>{intl.formatMessage({ id: 'wizard.success.text' })}</p>
      {success?.sent && success.sent.length > 0 && <SentAnswers sections={success.sent} />}
      {filed && (
        <DownloadButton
          label="wizard.success.summaryDocument.download"
          fileName="wizard.success.summaryDocument.fileName"
          what="summary document"
          load={() => fetchQuery('Document', { id: filed.documentId })}
        />
      )}
      {report && (
        <DownloadButton
          label="wizard.success.download"
          fileName="wizard.success.fileName"
          what="summary report"
          load={() => sendNamedCall<Blob>(report)}
        />
      )}
      <Button variant="tertiary" to={overviewPathOf(location.pathname)}>
        {intl.formatMessage({ id: 'wizard.backToOverview' })}
      </Button>
    </section>
  );
}
