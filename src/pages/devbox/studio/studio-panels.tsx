// The studio's panels, in page order: each a titled section of the page given what the studio
// knows (flow, persona, step, answers, outcome). A new panel (an editor, a texts review, a
// recorder) is one more entry here.
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { Answers, FlowResources } from '../../../engine/core';
import type { FlowOutcome } from '../../../engine/core/explain';
import { PreviewWizard } from '../flow-preview-page';
import type { StubPersona } from '../use-stub-personas';
import { StudioDiagram } from './studio-diagram';
import { StudioGraph } from './studio-graph';
import { studioEditPath, studioPath } from './studio-path';
import { WhyPanel } from './why-panel';

/** What every panel is given. */
export interface StudioPanelProps {
  /** The chosen flow with its schemas. */
  resources: FlowResources;
  /** The chosen persona. */
  persona: StubPersona;
  /** The chosen step (from the URL); undefined before one is chosen. */
  stepId: string | undefined;
  /** The preview's answers as the member types them. */
  answers: Answers;
  /** Called by the preview when its answers change. */
  onAnswers: (answers: Answers) => void;
  /** What the flow does for this member and these answers; undefined while the data loads. */
  outcome: FlowOutcome | undefined;
}

/** One panel of the studio. */
export interface StudioPanel {
  /** Stable id (the section's test id is `studio-<id>`). */
  id: string;
  /** Message id of the panel's heading. */
  titleId: string;
  /** The panel's content. */
  render: (props: StudioPanelProps) => ReactNode;
}

const Json = styled('pre')({
  background: '#f4f6f8',
  padding: 12,
  margin: '4px 0 16px',
  fontSize: '0.8125rem',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

/** The step as defined: flow step, schema and ui schema, read-only. */
function Definition({ resources, stepId }: StudioPanelProps) {
  const step = resources.flow.steps.find((entry) => entry.id === stepId);
  if (!step)
    return (
      <Typography>
        <FormattedMessage id="page.devbox.studio.noStep" />
      </Typography>
    );
  const parts: [string, unknown][] = [
    ['page.devbox.studio.definition.step', step],
    ...(typeof step.schema === 'string'
      ? [
          ['page.devbox.studio.definition.schema', resources.schemas[step.schema]] as [
            string,
            unknown,
          ],
        ]
      : []),
    ...(typeof step.uiSchema === 'string'
      ? [
          ['page.devbox.studio.definition.uiSchema', resources.uiSchemas[step.uiSchema]] as [
            string,
            unknown,
          ],
        ]
      : []),
  ];
  return (
    <>
      {parts.map(([titleId, value]) => (
        <div key={titleId}>
          <Typography component="h3" variant="h6">
            <FormattedMessage id={titleId} />
          </Typography>
          <Json>{JSON.stringify(value, null, 2)}</Json>
        </div>
      ))}
    </>
  );
}

/** The studio's panels in page order. */
export const studioPanels: readonly StudioPanel[] = [
  {
    id: 'graph',
    titleId: 'page.devbox.studio.graph.title',
    // The diagram for the eye and the pointer, the list (the same graph in words) for everyone.
    render: ({ resources, outcome, stepId }) => (
      <>
        <StudioDiagram resources={resources} outcome={outcome} stepId={stepId} />
        <StudioGraph resources={resources} outcome={outcome} stepId={stepId} />
      </>
    ),
  },
  {
    id: 'preview',
    titleId: 'page.devbox.studio.preview.title',
    render: ({ resources, persona, stepId, onAnswers }) => (
      <PreviewWizard
        key={`${resources.flow.id}/${persona.id}`}
        resources={resources}
        persona={persona}
        stepId={stepId}
        pathOf={studioPath}
        onAnswers={onAnswers}
      />
    ),
  },
  {
    id: 'definition',
    titleId: 'page.devbox.studio.definition.title',
    render: (props) => <Definition {...props} />,
  },
  {
    id: 'why',
    titleId: 'page.devbox.studio.why.title',
    render: ({ outcome, stepId }) =>
      outcome ? <WhyPanel outcome={outcome} stepId={stepId} /> : null,
  },
  {
    // The editor, the texts review and the journey recorder save through the dev server's file
    // endpoint: they live on the edit page, beside the same preview.
    id: 'edit',
    titleId: 'page.devbox.studio.edit.title',
    render: ({ resources, persona, stepId }) => (
      <Typography>
        <RouterLink to={studioEditPath(resources.flow.id, stepId, persona.id)}>
          <FormattedMessage id="page.devbox.studio.edit.link" />
        </RouterLink>
      </Typography>
    ),
  },
];
