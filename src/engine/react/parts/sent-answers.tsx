/**
 * The success page's "what you sent": per step, the answers the fund received, shown as the
 * summary showed them, so the member can see that nothing they answered was dropped.
 */
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { SummarySection } from '../../core';
import { Section, SectionHead, SummaryLines } from './summary-lines';

/** The sent answers, one section per step. */
export function SentAnswers({ sections }: { sections: readonly SummarySection[] }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="wizard-sent-title" data-testid="wizard-sent">
      <Typography component="h2" variant="h5" id="wizard-sent-title" sx={{ mb: 2 }}>
        {intl.formatMessage({ id: 'wizard.success.sent.title' })}
      </Typography>
      {sections.map((section) => (
        <Section key={section.stepId} aria-labelledby={`wizard-sent-${section.stepId}`}>
          <SectionHead>
            <Typography component="h3" variant="h6" id={`wizard-sent-${section.stepId}`}>
              {intl.formatMessage({ id: section.title })}
            </Typography>
          </SectionHead>
          <SummaryLines lines={section.lines} />
        </Section>
      ))}
    </section>
  );
}
