// The studio's "why is this shown" panel: for the chosen member and answers, each guard, each step
// and each conditional field of the chosen step with its rule, the values the rule reads and the
// verdict in words (`explainFlow`, `verdictWords`). Only the studio shows it, never the member.
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { FormattedMessage } from 'react-intl';
import {
  readValues,
  valueText,
  verdictWords,
  type FlowOutcome,
  type RuleOutcome,
  type StepOutcome,
} from '../../../engine/core/explain';
import { useWhyText } from './use-why-text';

const Rules = styled('ul')({
  margin: 0,
  paddingLeft: 20,
  '& > li': { marginBottom: 12 },
  '& code, & pre': { wordBreak: 'break-word', whiteSpace: 'pre-wrap' },
  '& pre': { background: '#f4f6f8', padding: 8, margin: '4px 0', fontSize: '0.8125rem' },
  '& dl': { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px', margin: 0 },
  '& dt': { fontFamily: 'monospace' },
  '& dd': { margin: 0, fontFamily: 'monospace' },
});

type Verdicts = readonly [
  holds: Parameters<typeof verdictWords>[0],
  fails: Parameters<typeof verdictWords>[0],
];

/** One rule: the verdict in words, the rule as written and the values it reads. */
function RuleWhy({ outcome, verdicts }: { outcome: RuleOutcome; verdicts: Verdicts }) {
  const text = useWhyText();
  const values = readValues(outcome.explanation);
  return (
    <>
      <Typography data-testid="why-verdict">
        {text(verdictWords(outcome.result ? verdicts[0] : verdicts[1], outcome.explanation))}
      </Typography>
      <pre data-testid="why-rule">{JSON.stringify(outcome.rule)}</pre>
      {values.length > 0 && (
        <dl data-testid="why-values">
          {values.map(({ path, value }) => (
            <div key={path} style={{ display: 'contents' }}>
              <dt>{path}</dt>
              <dd>
                {value === undefined || value === null ? (
                  <FormattedMessage id="page.devbox.studio.why.noValue" />
                ) : (
                  valueText(value)
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

const FIELD_VERDICTS: Record<string, Verdicts> = {
  'ui:showIf': ['shown', 'hidden'],
  'ui:requiredIf': ['required', 'notRequired'],
  'ui:optionShowIf': ['offered', 'notOffered'],
};

function StepWhy({ step }: { step: StepOutcome }) {
  return (
    <li data-testid="why-step" data-step={step.id} data-shown={String(step.shown)}>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        <FormattedMessage
          id={step.shown ? 'page.devbox.studio.why.stepShown' : 'page.devbox.studio.why.stepHidden'}
          values={{ step: step.id, code: (chunks) => <code>{chunks}</code> }}
        />
      </Typography>
      {step.showIf ? (
        <RuleWhy outcome={step.showIf} verdicts={['shown', 'hidden']} />
      ) : (
        <Typography>
          <FormattedMessage id="page.devbox.studio.why.always" />
        </Typography>
      )}
    </li>
  );
}

/** The why panel of a flow for one member, with the fields of `stepId` in detail. */
export function WhyPanel({
  outcome,
  stepId,
}: {
  outcome: FlowOutcome;
  stepId: string | undefined;
}) {
  const chosen = outcome.steps.find((step) => step.id === stepId);
  return (
    <div data-testid="why-panel">
      {chosen && chosen.fields.length > 0 && (
        <>
          <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
            <FormattedMessage
              id="page.devbox.studio.why.fields"
              values={{ step: chosen.id, code: (chunks) => <code>{chunks}</code> }}
            />
          </Typography>
          <Rules data-testid="why-fields">
            {chosen.fields.flatMap(({ field, rules }) =>
              rules.map((rule) => (
                <li key={`${field}/${rule.key}/${rule.option ?? ''}`} data-field={field}>
                  <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    <FormattedMessage
                      id="page.devbox.studio.why.fieldRule"
                      values={{
                        field,
                        key: rule.key,
                        option: rule.option ?? '',
                        hasOption: rule.option === undefined ? 'no' : 'yes',
                        code: (chunks) => <code>{chunks}</code>,
                      }}
                    />
                  </Typography>
                  <RuleWhy
                    outcome={rule}
                    verdicts={FIELD_VERDICTS[rule.key] ?? ['shown', 'hidden']}
                  />
                </li>
              )),
            )}
          </Rules>
        </>
      )}
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        <FormattedMessage id="page.devbox.studio.why.guards" />
      </Typography>
      {outcome.guards.length === 0 ? (
        <Typography sx={{ mb: 2 }}>
          <FormattedMessage id="page.devbox.studio.why.noGuards" />
        </Typography>
      ) : (
        <Rules data-testid="why-guards">
          {outcome.guards.map((guard) => (
            <li key={guard.id}>
              <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
                <code>{guard.id}</code>
              </Typography>
              <RuleWhy outcome={guard} verdicts={['blocks', 'allows']} />
            </li>
          ))}
        </Rules>
      )}
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        <FormattedMessage id="page.devbox.studio.why.steps" />
      </Typography>
      <Rules data-testid="why-steps">
        {outcome.steps.map((step) => (
          <StepWhy key={step.id} step={step} />
        ))}
      </Rules>
    </div>
  );
}
