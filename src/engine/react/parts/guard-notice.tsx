/**
 * Shown instead of the wizard while a guard holds (a pending choice: spec section 4, the
 * already-has-a-request text of section 8), with a way back to the area's overview.
 */
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button/button';
import type { GuardResult } from '../../core';

export interface GuardNoticeProps {
  guard: GuardResult;
  /** Where "back to the overview" leads. */
  overviewPath: string;
}

export function GuardNotice({ guard, overviewPath }: GuardNoticeProps) {
  const intl = useIntl();
  return (
    <section data-testid="wizard-guard" data-guard={guard.id}>
      {guard.title && (
        <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
          {intl.formatMessage({ id: guard.title })}
        </Typography>
      )}
      <Typography sx={{ mb: 3 }}>{intl.formatMessage({ id: guard.message })}</Typography>
      <Button variant="secondary" to={overviewPath}>
        {intl.formatMessage({ id: 'wizard.backToOverview' })}
      </Button>
    </section>
  );
}
