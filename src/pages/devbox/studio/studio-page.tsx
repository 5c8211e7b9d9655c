// The flow studio (/devbox/studio/:flowId?/:stepId?, test builds and the dev server only): pick a
// flow, a persona and a language; see the step graph with the steps this member skips, the chosen
// step as the member sees it (answering there changes the answers), its definition and why each
// step, guard and conditional field is as it is. The panels are listed in `studio-panels.tsx`.
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useMemo, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { flowIds } from 'virtual:compiled-flows';
import type { Answers, FlowResources } from '../../../engine/core';
import { explainFlow } from '../../../engine/core/explain';
import { useFlowResources } from '../../../engine/react/hooks/use-flow-resources';
import { Spinner } from '../../../ui/spinner/spinner';
import { PageHeading } from '../../shared/page-heading';
import type { PageProps } from '../../shared/page-props';
import { Section } from '../../shared/section';
import { DEFAULT_PREVIEW_PERSONA, usePreviewData } from '../flow-preview-page';
import { useStubPersonas, type StubPersona } from '../use-stub-personas';
import { studioPanels } from './studio-panels';
import { studioPath } from './studio-path';

const Controls = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '16px 32px',
  alignItems: 'flex-end',
  '& label': { display: 'block', fontWeight: 600, marginBottom: 4 },
  '& select': { font: 'inherit', padding: '6px 8px', minWidth: 220 },
  '& ul': { display: 'flex', gap: 16, listStyle: 'none', margin: 0, padding: 0 },
});

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
  const { flowId, stepId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const personaId = params.get('persona') ?? DEFAULT_PREVIEW_PERSONA;
  const personas = useStubPersonas();
  const known = flowId !== undefined && flowIds.includes(flowId);
  const { resources, error } = useFlowResources(known ? flowId : (flowIds[0] ?? ''));
  const persona =
    personas.data?.find((entry) => entry.id === personaId) ??
    (personas.error ? { id: personaId, policyIds: [], faults: [] } : undefined);

  const withSearch = (changes: Record<string, string>) => {
    const next = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) next.set(name, value);
    return `?${next.toString()}`;
  };
  const choose = (name: 'flow' | 'persona') => (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    if (name === 'flow') void navigate({ pathname: studioPath(value), search: location.search });
    else void navigate({ pathname: location.pathname, search: withSearch({ persona: value }) });
  };

  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.devbox.studio.intro" />} />
      <Section titleId="page.devbox.studio.settings" data-testid="studio-settings">
        <Controls>
          <div>
            <label htmlFor="studio-flow">
              <FormattedMessage id="page.devbox.preview.flow" />
            </label>
            <select id="studio-flow" value={known ? flowId : ''} onChange={choose('flow')}>
              {!known && <option value="" disabled />}
              {flowIds.map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="studio-persona">
              <FormattedMessage id="page.devbox.preview.persona" />
            </label>
            <select id="studio-persona" value={personaId} onChange={choose('persona')}>
              {(personas.data ?? [{ id: personaId, name: undefined }]).map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name ? `${entry.id} (${entry.name})` : entry.id}
                </option>
              ))}
            </select>
          </div>
          <nav aria-labelledby="studio-language">
            <span id="studio-language">
              <FormattedMessage id="page.devbox.preview.language" />
            </span>
            <ul>
              <li>
                <RouterLink to={withSearch({ lang: 'nl' })} lang="nl">
                  <FormattedMessage id="page.devbox.preview.dutch" />
                </RouterLink>
              </li>
              <li>
                <RouterLink to={withSearch({ lang: 'en' })} lang="en">
                  <FormattedMessage id="page.devbox.preview.english" />
                </RouterLink>
              </li>
            </ul>
          </nav>
        </Controls>
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
