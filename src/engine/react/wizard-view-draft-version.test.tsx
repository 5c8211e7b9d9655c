// A draft stored on an older version of the flow: the wizard resumes with the answers that still
// fit and tells the member which steps to look at again, by title.
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { createDraft, draftStorageKey, serializeDraft, type WizardDraft } from '../core';
import { sampleContext, sampleResources } from '../core/testing/sample-flow';
import { quietSampleTexts, renderWizard, signInOnSamplePolicy } from './testing/render-wizard';
import { WizardView } from './wizard-view';

const base = sampleContext();
const session = { policyId: 'P1', personId: '20045871', locale: 'nl-NL', readOnly: false };
const route = '/zelf-regelen/voorbeeld/wijzigen';
const resources = { ...sampleResources, version: 'newer' };

function show() {
  return renderWizard(
    <Routes>
      <Route
        path={route}
        element={
          <WizardView
            resources={resources}
            data={base.data}
            permissions={base.permissions}
            session={session}
            now={new Date('2026-11-21T10:00:00+01:00')}
          />
        }
      />
    </Routes>,
    { route },
  );
}

/** A draft past `kies` on `flowVersion`, whose `kies` answer the flow no longer offers. */
function store(flowVersion: string) {
  const draft: WizardDraft = {
    ...createDraft('sample', '20045871', 'kies', flowVersion),
    currentStepId: 'info',
    answers: { kies: { type: 'gone' }, info: {} },
    completed: ['kies'],
  };
  sessionStorage.setItem(draftStorageKey('sample', '20045871'), serializeDraft(draft));
}

beforeEach(() => {
  quietSampleTexts();
  signInOnSamplePolicy();
  sessionStorage.clear();
});

test('a draft of an older flow version names the steps to look at again', async () => {
  store('older');
  show();
  const notice = await screen.findByTestId('draft-review');
  expect(notice).toHaveTextContent('flow.sample.kies.title');
  expect(notice).toHaveTextContent(/Kijk deze stap opnieuw na/);
  // Stored once the resumed step has been painted.
  const kept = () =>
    JSON.parse(sessionStorage.getItem(draftStorageKey('sample', '20045871')) ?? '{}') as unknown;
  await waitFor(() =>
    expect(kept()).toMatchObject({ answers: { kies: {} }, completed: [], flowVersion: 'newer' }),
  );
});

test('a draft of the current version resumes without a notice', async () => {
  store('newer');
  show();
  await screen.findByTestId('wizard');
  expect(screen.queryByTestId('draft-review')).toBeNull();
});
