/**
 * The success page's "what you sent": per step, the answers the fund received, shown as the
 * summary showed them, so the member can see that nothing they answered was dropped.
 */
import { useIntl } from 'react-intl';
import type { SummarySection } from '../../core';
import { Section, SectionHead, SummaryLines } from './summary-lines';
import wizard from '../wizard.module.css';

/** The sent answers, one section per step. */
export function SentAnswers({ sections }: { sections: readonly SummarySection[] }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="wizard-sent-title" data-testid="wizard-sent">
      <h2 className={wizard.heading} id="wizard-sent-title">
        {intl.formatMessage({ id: 'wizard.success.sent.title' })}
      </h2>
      {sections.map((section) => (
        <Section key={section.stepId} aria-labelledby={`wizard-sent-${section.stepId}`}>
          <SectionHead
            id={`wizard-sent-${section.stepId}`}
            title={intl.formatMessage({ id: section.title })}
          />
          <SummaryLines lines={section.lines} />
        </Section>
      ))}
    </section>
  );
}
