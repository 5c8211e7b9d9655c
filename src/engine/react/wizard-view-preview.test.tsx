// A wizard in preview mode (the devbox flow preview) on the core's sample flow: any step shows
// straight away, the step lives where the caller says, the step's own query runs through the
// preview's fetcher, nothing is stored, and the last button hands over what would be sent.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { buildSubmission, type Answers, type FlowContext } from '../core';
import { sampleContext, sampleResources } from '../core/testing/sample-flow';
import { resetSessionForTest } from '../../session/test-support';
import type { StepLocation } from './hooks/use-current-step';
import { quietSampleTexts, renderWizard } from './testing/render-wizard';
import { WizardView } from './wizard-view';

const base = sampleContext();
const session = { policyId: 'P1', personId: 'preview', locale: 'nl-NL', readOnly: false };
const now = new Date('2026-11-21T10:00:00+01:00');

let fetchQuery: ReturnType<typeof vi.fn<(name: string, params: unknown) => Promise<unknown>>>;
let sent: FlowContext[];
let told: Answers[];

beforeEach(() => {
  quietSampleTexts();
  resetSessionForTest();
  sessionStorage.clear();
  fetchQuery = vi.fn((_name: string, _params: unknown) =>
    Promise.resolve<unknown>({ current: 100, new: 120 }),
  );
  sent = [];
  told = [];
  window.fetch = vi.fn(() => Promise.reject(new Error('the preview must not use the portal')));
});
afterEach(() => vi.restoreAllMocks());

function Preview() {
  const { stepId } = useParams();
  const navigate = useNavigate();
  const { key } = useLocation();
  const stepLocation: StepLocation = useMemo(
    () => ({
      requested: stepId,
      key,
      free: true,
      navigate: (to, replace) => void navigate(`/preview/${to}`, { replace }),
    }),
    [stepId, key, navigate],
  );
  const preview = useMemo(
    () => ({
      stepLocation,
      fetchQuery,
      onSubmit: (context: FlowContext) => sent.push(context),
      onAnswers: (answers: Answers) => told.push(answers),
    }),
    [stepLocation],
  );
  return (
    <WizardView
      resources={sampleResources}
      data={base.data}
      permissions={base.permissions}
      session={session}
      now={now}
      preview={preview}
    />
  );
}

function show(path: string) {
  return renderWizard(
    <Routes>
      <Route path="/preview/:stepId?" element={<Preview />} />
    </Routes>,
    { route: path },
  );
}

const location = () => screen.getByTestId('location').textContent;
const heading = () => screen.getByRole('heading', { level: 2 });

it('shows any step straight away, even one the member could not reach yet', async () => {
  show('/preview/samenvatting');
  expect(heading()).toHaveTextContent('flow.sample.summary.title');
  expect(location()).toBe('/preview/samenvatting');
});

it('puts the first step in its own path when none is named', async () => {
  show('/preview');
  await waitFor(() => expect(location()).toBe('/preview/kies'));
  expect(heading()).toHaveTextContent('flow.sample.kies.title');
});

it('walks the steps on its own path, runs the step query as the persona, stores nothing', async () => {
  const user = userEvent.setup();
  show('/preview/kies');
  await user.click(await screen.findByLabelText('flow.sample.type.c'));
  await user.type(screen.getByLabelText('flow.sample.field.years'), '60');
  await user.click(screen.getByRole('button', { name: 'Volgende' }));
  await waitFor(() => expect(location()).toBe('/preview/info'));
  expect(await screen.findByText('€ 100')).toBeInTheDocument();
  expect(fetchQuery).toHaveBeenCalledWith('ScenarioProjections', {
    scenario: { policyId: 'P1', type: 'c' },
  });
  window.dispatchEvent(new Event('pagehide'));
  expect(Object.keys(sessionStorage)).toEqual([]);
  expect(window.fetch).not.toHaveBeenCalled();
});

it('hands over what would be sent instead of sending it', async () => {
  const user = userEvent.setup();
  show('/preview/kies');
  await user.click(await screen.findByLabelText('flow.sample.type.c'));
  await user.type(screen.getByLabelText('flow.sample.field.years'), '60');
  await user.click(screen.getByRole('button', { name: 'Volgende' }));
  await screen.findByText('€ 100');
  await user.click(screen.getByRole('button', { name: 'Volgende' }));
  await waitFor(() => expect(location()).toBe('/preview/samenvatting'));
  await user.click(screen.getByLabelText('flow.sample.summary.declaration'));
  await user.click(screen.getByRole('button', { name: 'Versturen' }));

  expect(sent).toHaveLength(1);
  expect(buildSubmission(sampleResources.flow, sent[0]!).command.body).toEqual({
    policyId: 'P1',
    type: 'c',
    years: 60,
  });
  expect(window.fetch).not.toHaveBeenCalled();
  expect(location()).toBe('/preview/samenvatting');
});

it('tells the preview the answers as the member types them (the studio follows them)', async () => {
  const user = userEvent.setup();
  show('/preview/kies');
  await user.click(await screen.findByLabelText('flow.sample.type.b'));
  await waitFor(() => expect(told.at(-1)).toEqual({ kies: { type: 'b' } }));
});
