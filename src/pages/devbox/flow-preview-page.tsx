// The devbox flow preview (/devbox/flows/:flowId/:stepId?, no login, not in production): any flow,
// any step, rendered by the portal's own wizard as the member would see it, in either language
// (`?lang=`), with the data of any stub persona (`?persona=`, read as that persona without signing
// in: preview-data.ts). Read-only: the last step shows the command the member would send.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import useSWR from 'swr';
import {
  buildSubmission,
  type Answers,
  isNothingChanged,
  type FlowContext,
  type FlowResources,
} from '../../engine/core';
import type { StepLocation } from '../../engine/react/hooks/use-current-step';
import { WizardView, type WizardPreviewMode } from '../../engine/react/wizard-view';
import type { PageProps } from '../shared/page-props';
import { Spinner } from '../../ui/spinner/spinner';
import { PageHeading } from '../shared/page-heading';
import { Section } from '../shared/section';
import { FLOW_PREVIEW_PATH } from './flow-previews';
import { loadPreviewData } from './preview-data';
import { SaveFixture } from './studio/edit/save-fixture';
import { PreviewControls, usePreviewSettings } from './preview-settings';
import { type StubPersona } from './use-stub-personas';

const StepList = styled('ol')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 24px',
  margin: 0,
  paddingLeft: 20,
});
const Frame = styled('section')({
  border: '2px dashed #8a8a8a',
  padding: '24px',
  marginBottom: 32,
});
const Command = styled('pre')({
  background: '#f4f6f8',
  padding: 16,
  overflowX: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

/** What pressing the last step's button would have done. */
type Outcome =
  | { kind: 'command'; command: string; params: unknown; body: unknown; nothingChanged: boolean }
  | { kind: 'failed'; message: string };

function outcomeOf(resources: FlowResources, context: FlowContext): Outcome {
  try {
    const { command } = buildSubmission(resources.flow, context);
    return {
      kind: 'command',
      command: command.command,
      params: command.params,
      body: command.body,
      nothingChanged: isNothingChanged(resources.flow, context),
    };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/** The URL of a preview. */
export function previewPath(flowId: string, stepId?: string): string {
  return `${FLOW_PREVIEW_PATH}/${encodeURIComponent(flowId)}${stepId ? `/${encodeURIComponent(stepId)}` : ''}`;
}

/** The persona's data for a preview of `flow` (one read per flow, persona and policy). */
export function usePreviewData(
  flow: FlowResources['flow'],
  persona: StubPersona,
  locale: 'nl-NL' | 'en-GB',
) {
  const policyId = persona.policyIds[0];
  return useSWR(['devbox-flow-preview', flow.id, persona.id, policyId ?? ''], () =>
    loadPreviewData(persona.id, policyId, flow.queries, locale),
  );
}

/** What a preview needs besides the flow and persona. */
export interface PreviewWizardProps {
  resources: FlowResources;
  persona: StubPersona;
  /** The step in the URL. */
  stepId: string | undefined;
  /** The URL of a step (default: the preview's own, `previewPath`). */
  pathOf?: (flowId: string, stepId: string) => string;
  /** Told the answers as the member types (the studio's why panel). */
  onAnswers?: (answers: Answers) => void;
}

/** The preview of a flow: the portal's own wizard with a persona's data, and the command it would send. */
export function PreviewWizard({
  resources,
  persona,
  stepId,
  pathOf = previewPath,
  onAnswers,
}: PreviewWizardProps) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const { flow } = resources;
  const locale = intl.locale === 'en-GB' ? 'en-GB' : 'nl-NL';
  const preview = usePreviewData(flow, persona, locale);
  const [now] = useState(() => new Date());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The context the last step was sent with: the journey "save as fixture" records.
  const [sentContext, setSentContext] = useState<FlowContext | null>(null);

  const moveTo = useCallback(
    (to: string, replace: boolean) => {
      setOutcome(null);
      void navigate({ pathname: pathOf(flow.id, to), search: location.search }, { replace });
    },
    [navigate, flow.id, location.search, pathOf],
  );
  const stepLocation: StepLocation = useMemo(
    () => ({ requested: stepId, key: location.key, navigate: moveTo, free: true }),
    [stepId, location.key, moveTo],
  );
  const fetchQuery = preview.data?.fetchQuery;
  const mode: WizardPreviewMode | undefined = useMemo(
    () =>
      fetchQuery && {
        stepLocation,
        fetchQuery,
        onSubmit: (context: FlowContext) => {
          setSentContext(context);
          setOutcome(outcomeOf(resources, context));
        },
        ...(onAnswers ? { onAnswers } : {}),
      },
    [stepLocation, fetchQuery, resources, onAnswers],
  );
  const session = useMemo(
    () => (preview.data ? { ...preview.data.session, locale } : undefined),
    [preview.data, locale],
  );

  if (preview.error) {
    return (
      <Typography role="alert">
        <FormattedMessage id="page.devbox.preview.loadFailed" />
      </Typography>
    );
  }
  if (!preview.data || !mode || !session) return <Spinner block size="lg" />;
  return (
    <>
      <Frame
        aria-label={intl.formatMessage({ id: 'page.devbox.preview.wizard' })}
        data-testid="flow-preview"
      >
        <WizardView
          key={`${flow.id}/${persona.id}`}
          resources={resources}
          data={preview.data.data}
          permissions={preview.data.permissions}
          session={session}
          now={now}
          preview={mode}
        />
      </Frame>
      {outcome && (
        <Section titleId="page.devbox.preview.sent.title" data-testid="preview-command">
          {outcome.kind === 'failed' ? (
            <Typography role="alert">
              <FormattedMessage
                id="page.devbox.preview.sent.failed"
                values={{ message: outcome.message }}
              />
            </Typography>
          ) : (
            <>
              {outcome.nothingChanged && (
                <Typography sx={{ mb: 1 }}>
                  <FormattedMessage id="page.devbox.preview.sent.nothingChanged" />
                </Typography>
              )}
              <Typography role="status">
                <FormattedMessage id="page.devbox.preview.sent.text" />
              </Typography>
              <Command>
                {JSON.stringify(
                  { command: outcome.command, params: outcome.params, body: outcome.body },
                  null,
                  2,
                )}
              </Command>
              {sentContext && (
                <SaveFixture flow={flow} context={sentContext} persona={persona.id} />
              )}
            </>
          )}
        </Section>
      )}
    </>
  );
}

export function FlowPreviewPage({ titleId }: PageProps) {
  const location = useLocation();
  const settings = usePreviewSettings(previewPath);
  const { flowId, stepId, known, persona, resources, error } = settings;

  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.devbox.preview.intro" />} />
      <Section titleId="page.devbox.preview.settings" data-testid="preview-settings">
        <PreviewControls idPrefix="preview" settings={settings} />
        {resources && known && (
          <Box component="nav" aria-labelledby="preview-steps" sx={{ mt: 3 }}>
            <Typography id="preview-steps" component="h3" variant="h6" sx={{ mb: 1 }}>
              <FormattedMessage id="page.devbox.preview.steps" />
            </Typography>
            <StepList>
              {resources.flow.steps.map((step) => (
                <li key={step.id}>
                  <RouterLink
                    to={{ pathname: previewPath(flowId, step.id), search: location.search }}
                    aria-current={step.id === stepId ? 'step' : undefined}
                  >
                    {step.id}
                  </RouterLink>
                </li>
              ))}
            </StepList>
          </Box>
        )}
      </Section>
      {!known ? (
        <Typography role="alert">
          <FormattedMessage id="page.devbox.preview.unknownFlow" />
        </Typography>
      ) : error ? (
        <Typography role="alert">
          <FormattedMessage id="page.devbox.preview.loadFailed" />
        </Typography>
      ) : !resources || !persona ? (
        <Spinner block size="lg" />
      ) : (
        <PreviewWizard
          key={`${flowId}/${persona.id}`}
          resources={resources}
          persona={persona}
          stepId={stepId}
        />
      )}
    </>
  );
}
