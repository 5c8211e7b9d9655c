// The diagram's nodes are links named by step id and state, the skipped step says so in words,
// the chosen step is marked, and following a node's link selects its step.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { useLocation } from 'react-router';
import type { FlowDefinition, FlowResources } from '../../../engine/core';
import type { FlowOutcome } from '../../../engine/core/explain';
import { renderPage } from '../../testing/render-page';
import { StudioDiagram } from './studio-diagram';

const flow = JSON.parse(readFileSync('flows/value-transfer.flow.json', 'utf8')) as FlowDefinition;
const resources = { flow, schemas: {}, uiSchemas: {} } as unknown as FlowResources;
const outcome = {
  steps: flow.steps.map((step) => ({ shown: step.id !== 'ex-partner' })),
} as unknown as FlowOutcome;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe('StudioDiagram', () => {
  it('names each step node by id and state and selects the step it links to', async () => {
    renderPage(
      <>
        <StudioDiagram resources={resources} outcome={outcome} stepId="scheiding" />
        <Where />
      </>,
      { route: '/devbox/studio/value-transfer/scheiding' },
    );
    const diagram = await screen.findByTestId('studio-diagram');
    const exPartner = diagram.querySelector('a[data-step="ex-partner"]')!;
    expect(exPartner.getAttribute('aria-label')).toBe('ex-partner, overgeslagen');
    expect(exPartner.textContent).toBe('ex-partnerinfo, overgeslagen');
    expect(exPartner.querySelector('rect')?.getAttribute('stroke-dasharray')).toBe('5 4');
    const current = diagram.querySelector('a[data-step="scheiding"]')!;
    expect(current.getAttribute('aria-label')).toBe('scheiding, getoond');
    expect(current.getAttribute('aria-current')).toBe('step');
    expect(diagram.querySelectorAll('a[href]')).toHaveLength(flow.steps.length);

    await userEvent.click(diagram.querySelector('a[data-step="voorwaarden"] rect')!);
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/devbox/studio/value-transfer/voorwaarden',
    );
  });
});
