// The studio's step graph in words: the flows:graph structure (`edgesFrom`) as an ordered list with
// arrows, each step marked shown or skipped for the chosen member, each edge with the condition it
// needs. It is the accessible alternative to the diagram above it (studio-diagram.tsx).
import { styled } from '@mui/material/styles';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { edgesFrom } from '../../../engine/core/flow/flow-edges';
import type { FlowOutcome } from '../../../engine/core/explain';
import type { FlowResources } from '../../../engine/core';
import { studioPath } from './studio-path';

const Steps = styled('ol')({
  margin: 0,
  paddingLeft: 24,
  '& > li': { marginBottom: 8 },
  '& [data-shown="false"] > a': { textDecoration: 'line-through' },
  '& ul': { listStyle: 'none', margin: '2px 0 0', paddingLeft: 16, fontSize: '0.875rem' },
  '& code': { wordBreak: 'break-word' },
});

/** What the step graph draws: the flow, this member's walk through it and the chosen step. */
export interface StepGraphProps {
  /** The flow and its resources. */
  resources: FlowResources;
  /** The member's walk (which steps are shown); undefined while it is worked out. */
  outcome: FlowOutcome | undefined;
  /** The step chosen in the studio, if any. */
  stepId: string | undefined;
}

/** The step graph of `resources.flow` with this member's skipped steps. */
export function StudioGraph({ resources, outcome, stepId }: StepGraphProps) {
  const location = useLocation();
  const { flow } = resources;
  const nameOf = (index: number) => flow.steps[index]?.id;
  return (
    <Steps data-testid="studio-graph">
      {flow.steps.map((step, index) => {
        const shown = outcome?.steps[index]?.shown;
        return (
          <li key={step.id} data-step={step.id} data-shown={String(shown ?? true)}>
            <RouterLink
              to={{ pathname: studioPath(flow.id, step.id), search: location.search }}
              aria-current={step.id === stepId ? 'step' : undefined}
            >
              {step.id}
            </RouterLink>{' '}
            <FormattedMessage
              id={
                shown === false
                  ? 'page.devbox.studio.graph.skipped'
                  : 'page.devbox.studio.graph.shown'
              }
              values={{ kind: step.kind }}
            />
            <ul>
              {edgesFrom(flow, index).map((edge) => (
                <li key={edge.to}>
                  <span aria-hidden="true">→ </span>
                  <FormattedMessage
                    id={
                      edge.condition !== undefined
                        ? 'page.devbox.studio.graph.edgeIf'
                        : edge.otherwise
                          ? 'page.devbox.studio.graph.edgeOtherwise'
                          : 'page.devbox.studio.graph.edge'
                    }
                    values={{
                      step: nameOf(edge.to) ?? '',
                      end: nameOf(edge.to) === undefined ? 'submit' : 'step',
                      code: (chunks) => <code>{chunks}</code>,
                      condition: JSON.stringify(edge.condition),
                    }}
                  />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </Steps>
  );
}
