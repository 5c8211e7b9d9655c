// Store-time normalisation in the binding: leaving a field shows the answer as it will be
// checked and sent, and the body carries that spelling (core/testing/person-step.ts).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { personResources } from '../core/testing/person-step';
import {
  commandRequest,
  fakeFetch,
  quietSampleTexts,
  renderWizard,
  signInOnSamplePolicy,
} from './testing/render-wizard';
import { WizardView } from './wizard-view';

const session = { policyId: 'P1', personId: '20045871', locale: 'nl-NL', readOnly: false };
const now = new Date('2026-11-21T10:00:00+01:00');
const route = '/test/persoon';
const realFetch = window.fetch;
let fake: ReturnType<typeof fakeFetch>;

beforeEach(() => {
  quietSampleTexts();
  signInOnSamplePolicy();
  fake = fakeFetch({
    [commandRequest('updatePersonCommand')]: { commandId: 'C1', status: 'Accepted' },
  });
  window.fetch = fake.fetch;
});

afterEach(() => {
  window.fetch = realFetch;
  vi.restoreAllMocks();
});

function show(own = '111222333') {
  return renderWizard(
    <Routes>
      <Route
        path={route}
        element={
          <WizardView
            resources={personResources}
            data={{ own }}
            permissions={{}}
            session={session}
            now={now}
          />
        }
      />
      <Route path="*" element={null} />
    </Routes>,
    { route },
  );
}

describe('WizardView normalises answers when the member leaves a field', () => {
  it('shows the normalised answer in the input and sends it', async () => {
    const user = userEvent.setup();
    show();
    const bsn = await screen.findByLabelText('t.bsn');
    await user.type(bsn, ' 1234 5672 ');
    expect(bsn).toHaveValue(' 1234 5672 ');
    await user.tab();
    await waitFor(() => expect(bsn).toHaveValue('012345672'));
    await user.type(screen.getByLabelText('t.postcode'), '1234ab');
    await user.type(screen.getByLabelText('t.name'), '  Jan ');
    await user.tab();
    expect(screen.getByLabelText('t.postcode')).toHaveValue('1234 AB');
    expect(screen.getByLabelText('t.name')).toHaveValue('Jan');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({ bsn: '012345672' }),
    );
  });

  it('checks the normalised answer: the member’s own BSN in another spelling is refused', async () => {
    const user = userEvent.setup();
    show('012345672');
    const bsn = await screen.findByLabelText('t.bsn');
    await user.type(bsn, '12345672');
    await user.tab();
    expect(
      await screen.findByText('Het BSN van uw partner moet anders zijn dan uw eigen BSN'),
    ).toBeInTheDocument();
    expect(bsn).toHaveValue('012345672');
  });

  it('leaves what it cannot read as typed, trimmed, for the format check to report', async () => {
    const user = userEvent.setup();
    show();
    const bsn = await screen.findByLabelText('t.bsn');
    await user.type(bsn, ' 1234-5672');
    await user.tab();
    await waitFor(() => expect(bsn).toHaveValue('1234-5672'));
    expect(await screen.findByText('Geen geldig BSN')).toBeInTheDocument();
  });
});
