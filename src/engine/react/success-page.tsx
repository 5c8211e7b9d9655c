/**
 * A wizard's success page: a confirmation and, when the flow has a summary report, a button that
 * fetches the PDF (a POST through the command client; reports are allowed when read-only) and
 * saves it. The report call comes from the wizard through the history entry, so a reload keeps
 * the button; arriving any other way shows the confirmation only.
 */
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { sendCommand, type CommandName } from '../../api';
import { Button } from '../../ui/button/button';
import { overviewPathOf } from './navigation/wizard-paths';
import { readSuccessState, type SuccessState } from './submit/success-state';

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

function ReportButton({ report }: { report: NonNullable<SuccessState['report']> }) {
  const intl = useIntl();
  const [status, setStatus] = useState<Download>('idle');
  const download = async () => {
    if (status === 'busy') return;
    setStatus('busy');
    try {
      const pdf = await sendCommand<Blob>(
        report.api as CommandName,
        report.params as never,
        report.body,
      );
      saveBlob(pdf, intl.formatMessage({ id: 'wizard.success.fileName' }));
      setStatus('idle');
    } catch (error) {
      console.error('summary report failed', error);
      setStatus('failed');
    }
  };
  return (
    <>
      <Button variant="secondary" loading={status === 'busy'} onClick={() => void download()}>
        {intl.formatMessage({ id: 'wizard.success.download' })}
      </Button>
      {status === 'failed' && (
        <Typography role="alert" sx={{ mt: 2 }}>
          {intl.formatMessage({ id: 'wizard.success.downloadFailed' })}
        </Typography>
      )}
    </>
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
  return (
    <section data-testid="wizard-success" data-flow={flowId}>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        {intl.formatMessage({ id: titleId })}
      </Typography>
      <Typography sx={{ mb: 3 }}>{intl.formatMessage({ id: 'wizard.success.text' })}</Typography>
      {success?.report && (
        <Typography component="div" sx={{ mb: 3 }}>
          <ReportButton report={success.report} />
        </Typography>
      )}
      <Button variant="tertiary" to={overviewPathOf(location.pathname)}>
        {intl.formatMessage({ id: 'wizard.backToOverview' })}
      </Button>
    </section>
  );
}
