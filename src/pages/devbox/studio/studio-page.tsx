// The flow studio (/devbox/studio/:flowId?/:stepId?, test builds and the dev server only): pick a
// flow, a persona and a language; see the step graph with the steps this member skips, the chosen
// step as the member sees it (answering there changes the answers), its definition and why each
// step, guard and conditional field is as it is. The panels are listed in `studio-panels.tsx`.
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Answers, FlowResources } from '../../../engine/core';
import { explainFlow } from '../../../engine/core/explain';
import { Spinner } from '../../../ui/spinner/spinner';
import { PageHeading } from '../../shared/page-heading';
import type { PageProps } from '../../shared/page-props';
import { Section } from '../../shared/section';
import { usePreviewData } from '../flow-preview-page';
import { PreviewControls, usePreviewSettings } from '../preview-settings';
import type { StubPersona } from '../use-stub-personas';
import { studioPanels } from './studio-panels';
import { studioPath } from './studio-path';

const Panels = styled('div')({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 440px), 1fr))',
  gap: '0 32px',
  alignItems: 'start',
});

/** The panels for one flow and persona; the answers start empty for each. */
function Workspace({
  resources,
  persona,
  stepId,
}: {
  resources: FlowResources;
  persona: StubPersona;
  stepId: string | undefined;
}) {
  const intl = useIntl();
  const locale = intl.locale === 'en-GB' ? 'en-GB' : 'nl-NL';
  const preview = usePreviewData(resources.flow, persona, locale);
  const [answers, setAnswers] = useState<Answers>({});
  const [now] = useState(() => new Date());
  const data = preview.data;
  const outcome = useMemo(
    () =>
      data &&
      explainFlow(resources, {
        answers,
        data: data.data,
        permissions: data.permissions,
        session: data.session,
        now,
      }),
    [resources, data, answers, now],
  );
  const props = { resources, persona, stepId, answers, onAnswers: setAnswers, outcome };
  return (
    <Panels>
      {studioPanels.map((panel) => (
        <Section key={panel.id} titleId={panel.titleId} data-testid={`studio-${panel.id}`}>
          {panel.render(props)}
        </Section>
      ))}
    </Panels>
  );
}

export function StudioPage({ titleId }: PageProps) {
  const settings = usePreviewSettings(studioPath);
  const { stepId, known, persona, resources, error } = settings;

  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.devbox.studio.intro" />} />
      <Section titleId="page.devbox.studio.settings" data-testid="studio-settings">
        <PreviewControls idPrefix="studio" settings={settings} />
      </Section>
      {!known ? (
        <Typography>
          <FormattedMessage id="page.devbox.studio.chooseFlow" />
        </Typography>
      ) : error ? (
        <Typography role="alert">
          <FormattedMessage id="page.devbox.preview.loadFailed" />
        </Typography>
      ) : !resources || !persona ? (
        <Spinner block size="lg" />
      ) : (
        <Workspace
          key={`${resources.flow.id}/${persona.id}`}
          resources={resources}
          persona={persona}
          stepId={stepId}
        />
      )}
    </>
  );
}
