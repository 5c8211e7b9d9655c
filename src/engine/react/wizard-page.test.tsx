// The wizard page between a successful send and its success page. The router moves the location
// in a transition, so the wizard stays on screen (with the old location) until the success page
// has rendered; both routes have a flag gate above them, as in the portal's route table.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { mutate } from 'swr';
import { FlagGate } from '../../routes/flag-gate';
import { draftStorageKey, serializeDraft, type FlowResources, type WizardDraft } from '../core';
import { sampleFlow, sampleResources } from '../core/testing/sample-flow';
import { WizardSuccessRoute } from './success-page';
import {
  commandRequest,
  queryRequest,
  fakeFetch,
  quietSampleTexts,
  renderWizard,
  signInOnSamplePolicy,
} from './testing/render-wizard';
import { WizardPage } from './wizard-page';

const resources: FlowResources = {
  ...sampleResources,
  flow: { ...sampleFlow, requiredFlags: ['hasPensionPolicy'] },
};
const { route, successRoute } = sampleFlow;
const personId = '20045871';
const policy = { packageDetailsCollection: [{ schemeType: 'gross' }] };

/** A draft on the summary, every earlier step done. */
const atSummary: WizardDraft = {
  version: 1,
  flowId: 'sample',
  personId,
  currentStepId: 'samenvatting',
  answers: { kies: { type: 'c', years: 60 }, info: {} },
  completed: ['kies', 'info'],
};

const realFetch = window.fetch;

beforeEach(() => {
  quietSampleTexts();
  signInOnSamplePolicy(personId);
  sessionStorage.setItem(draftStorageKey('sample', personId), serializeDraft(atSummary));
});

afterEach(async () => {
  window.fetch = realFetch;
  vi.restoreAllMocks();
  await act(() => mutate(() => true, undefined, { revalidate: false }));
});

describe('WizardPage', () => {
  it('opens the success page even when the outdated answers come back before it has rendered', async () => {
    // The policy answer after the send arrives when the test says so.
    let answerAgain!: () => void;
    const answeredAgain = new Promise<void>((resolve) => {
      answerAgain = resolve;
    });
    let policyReads = 0;
    const fake = fakeFetch({
      [commandRequest('personalPensionAgeCommand')]: { commandId: 'C1', status: 'Accepted' },
    });
    window.fetch = (input, init) => {
      if (`GET ${String(input)}` !== queryRequest('PolicyDetails', { policyId: 'P1' }))
        return fake.fetch(input, init);
      policyReads += 1;
      const answer = () => new Response(JSON.stringify(policy), { status: 200 });
      return policyReads === 1 ? Promise.resolve(answer()) : answeredAgain.then(answer);
    };
    // The success route (its gate and page) renders when the test says so: until then the
    // router's transition to it stays pending and the wizard's route is the one on screen.
    let loadSuccessPage!: () => void;
    const successPageLoaded = new Promise<void>((resolve) => {
      loadSuccessPage = resolve;
    });
    const SuccessPage = lazy(() =>
      successPageLoaded.then(() => ({
        default: () => (
          <FlagGate flags={['hasPensionPolicy']} fallback="/">
            <WizardSuccessRoute flowId="sample" titleId="route.arrange.pensionAge.success" />
          </FlagGate>
        ),
      })),
    );

    const user = userEvent.setup();
    renderWizard(
      <Suspense fallback={null}>
        <Routes>
          <Route
            path={route}
            element={
              <FlagGate flags={['hasPensionPolicy']} fallback="/">
                <WizardPage resources={resources} />
              </FlagGate>
            }
          />
          <Route path={successRoute} element={<SuccessPage />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>,
      { route: `${route}?stap=samenvatting`, cache: null },
    );
    const location = () => screen.getByTestId('location').textContent;

    await user.click(await screen.findByLabelText('flow.sample.summary.declaration'));
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() =>
      expect(sessionStorage.getItem(draftStorageKey('sample', personId))).toBeNull(),
    );
    expect(location()).toBe(`${route}?stap=samenvatting`);

    // The policy answers again, then the success page renders.
    await act(async () => answerAgain());
    // Nothing has moved the router back to the wizard meanwhile.
    expect(location()).toBe(`${route}?stap=samenvatting`);
    await act(async () => loadSuccessPage());

    expect(await screen.findByText('Wij hebben uw keuze goed ontvangen.')).toBeInTheDocument();
    expect(location()).toBe(successRoute);
    // The answers the command outdated were still dropped and read again, once the wizard left.
    await waitFor(() => expect(policyReads).toBe(2));
  });
});
