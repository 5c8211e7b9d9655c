/**
 * Shown instead of the wizard while a guard holds (a pending choice: spec section 4, the
 * already-has-a-request text of section 8), with a way back to the area's overview.
 */
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button/button';
import type { GuardResult } from '../../core';
import styles from '../wizard.module.css';

export interface GuardNoticeProps {
  guard: GuardResult;
  /** Where "back to the overview" leads. */
  overviewPath: string;
}

export function GuardNotice({ guard, overviewPath }: GuardNoticeProps) {
  const intl = useIntl();
  return (
    <section data-testid="wizard-guard" data-guard={guard.id}>
      {guard.title && <h2 className={styles.heading}>{intl.formatMessage({ id: guard.title })}</h2>}
      <p className={styles.pageText}>{intl.formatMessage({ id: guard.message })}</p>
      <Button variant="secondary" to={overviewPath}>
        {intl.formatMessage({ id: 'wizard.backToOverview' })}
      </Button>
    </section>
  );
}
