// What the devbox preview and the flow studio both let a tester choose, from the URL: a flow (the
// path), a stub persona (`?persona=`) and a language (`?lang=`). One hook reads and changes them,
// one component shows the choices.
import { styled } from '@mui/material/styles';
import type { ChangeEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { flowIds } from 'virtual:compiled-flows';
import { useFlowResources } from '../../engine/react/hooks/use-flow-resources';
import { useStubPersonas } from './use-stub-personas';

/** The persona shown when the URL names none. */
export const DEFAULT_PREVIEW_PERSONA = 'member-active';

const Controls = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '16px 32px',
  alignItems: 'flex-end',
  '& label': { display: 'block', fontWeight: 600, marginBottom: 4 },
  '& select': { font: 'inherit', padding: '6px 8px', minWidth: 220 },
  '& ul': { display: 'flex', gap: 16, listStyle: 'none', margin: 0, padding: 0 },
});

/**
 * The choices in the URL, the chosen flow's resources and persona, and the ways to change them;
 * `pathOf` is the page's URL of a flow (the preview's or the studio's).
 */
export function usePreviewSettings(pathOf: (flowId: string) => string) {
  const { flowId, stepId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const personaId = new URLSearchParams(location.search).get('persona') ?? DEFAULT_PREVIEW_PERSONA;
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
    if (name === 'flow') void navigate({ pathname: pathOf(value), search: location.search });
    else void navigate({ pathname: location.pathname, search: withSearch({ persona: value }) });
  };
  return {
    flowId: flowId ?? '',
    stepId,
    known,
    personaId,
    personaList: personas.data,
    persona,
    resources,
    error,
    withSearch,
    choose,
  };
}

/** The flow, persona and language choices; `idPrefix` keeps the page's own element ids. */
export function PreviewControls({
  idPrefix,
  settings,
}: {
  idPrefix: string;
  settings: ReturnType<typeof usePreviewSettings>;
}) {
  const { known, flowId, personaId, personaList, withSearch, choose } = settings;
  return (
    <Controls>
      <div>
        <label htmlFor={`${idPrefix}-flow`}>
          <FormattedMessage id="page.devbox.preview.flow" />
        </label>
        <select id={`${idPrefix}-flow`} value={known ? flowId : ''} onChange={choose('flow')}>
          {!known && <option value="" disabled />}
          {flowIds.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-persona`}>
          <FormattedMessage id="page.devbox.preview.persona" />
        </label>
        <select id={`${idPrefix}-persona`} value={personaId} onChange={choose('persona')}>
          {(personaList ?? [{ id: personaId, name: undefined }]).map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name ? `${entry.id} (${entry.name})` : entry.id}
            </option>
          ))}
        </select>
      </div>
      <nav aria-labelledby={`${idPrefix}-language`}>
        <span id={`${idPrefix}-language`}>
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
  );
}
