// "Save as fixture": the walked journey goes to the studio endpoint as a new fixture file of the
// flow, the page says how to replay it, and a refusal shows the endpoint's problems and keeps the
// name and description typed.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import type { FlowContext, FlowDefinition } from '../../../../engine/core';
import { renderPage } from '../../../testing/render-page';
import { journeyFixture } from './journey-fixture';
import { SaveFixture } from './save-fixture';

const flow = JSON.parse(
  readFileSync('tests/fixtures/flows/broken/valid-minimal.flow.json', 'utf8'),
) as FlowDefinition;
const context: FlowContext = {
  answers: { 'kies-pensioenleeftijd': { type: 'agreement' }, samenvatting: { declaration: true } },
  data: {},
  permissions: {},
  session: { policyId: '2100464458' },
  now: '2026-11-21T09:00:00.000Z',
};
const PATH = 'tests/fixtures/flows/valid-minimal/my-journey.json';

async function fillAndSave() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Naam van de fixture/), 'my-journey');
  await user.type(screen.getByLabelText('Wat deze reis laat zien'), 'Terug naar 68');
  await user.click(screen.getByRole('button', { name: 'Fixture opslaan' }));
}

describe('SaveFixture', () => {
  it('writes the journey as a new fixture and shows the command that replays it', async () => {
    const page = renderPage(<SaveFixture flow={flow} context={context} persona="member-active" />, {
      answers: { '/__studio/file': { hashes: { [PATH]: 'h' } } },
    });
    await fillAndSave();
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Opgeslagen als ${PATH}. Opnieuw afspelen: npm run fixtures -- valid-minimal my-journey`,
    );
    const [request] = page.requests;
    expect(request?.method).toBe('PUT');
    const [file] = (request?.body as { files: { path: string; content: string; baseHash: null }[] })
      .files;
    expect(file?.path).toBe(PATH);
    expect(file?.baseHash).toBeNull();
    expect(JSON.parse(file?.content ?? '')).toEqual(
      JSON.parse(
        JSON.stringify(
          journeyFixture(flow, context, { persona: 'member-active', description: 'Terug naar 68' }),
        ),
      ),
    );
  });

  it('shows the problems of a refused fixture and keeps what was typed', async () => {
    renderPage(<SaveFixture flow={flow} context={context} persona="member-active" />, {
      answers: {
        '/__studio/file': {
          status: 422,
          body: { message: 'the check fails', problems: [`${PATH} /: there is no flow`] },
        },
      },
    });
    await fillAndSave();
    expect(await screen.findByRole('alert')).toHaveTextContent(`${PATH} /: there is no flow`);
    expect(screen.getByLabelText(/Naam van de fixture/)).toHaveValue('my-journey');
  });
});
