// The real flows through the whole binding (WizardRoute: lazy flow chunk, flow queries,
// permission flags, guards, steps, submit, success page), with the stub back end answering
// in-process as it would over HTTP.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { WizardRoute } from '../src/engine/react/wizard-page';
import { WizardSuccessRoute } from '../src/engine/react/success-page';
import { renderWizard } from '../src/engine/react/testing/render-wizard';
import { updateSession } from '../src/session/session';
import { resetSessionForTest } from '../src/session/test-support';
import { join } from 'node:path';
import { createApi } from '../stub/api/app';
import { fakeAuth } from '../stub/api/testing/fake-auth';
import { loadPersonas } from '../stub/personas/load';
import nl from '../locales/nl-NL.json';

// The stub in-process, as stub/api/testing/harness.ts builds it. In a jsdom test Vite rewrites
// `new URL(…, import.meta.url)` into a page URL, so the persona folder is found from the working
// directory and the persona schema check (covered by the stub's own tests) is skipped.
vi.mock('../stub/personas/validate', async (importOriginal) => {
  const original = await importOriginal<typeof import('../stub/personas/validate')>();
  const pass = Object.assign(() => true, { errors: null });
  return { ...original, personaValidators: () => ({ file: pass, complete: pass }) };
});

function makeApi() {
  const personaDir = join(process.cwd(), 'stub/personas');
  const personas = loadPersonas(personaDir);
  const config = { port: 0, issuer: 'http://localhost:4010/oidc', portalOrigins: [], personaDir };
  return { app: createApi({ personas, auth: fakeAuth(personas), config }) };
}

const AGE = '/zelf-regelen/pensioenleeftijd/wijzigen';
const NET = '/zelf-regelen/netto-pensioen/wijzigen';
const DEPOSIT = '/zelf-regelen/extra-inleggen/wijzigen';
const text = (id: keyof typeof nl) => nl[id];

let api: ReturnType<typeof makeApi>;
const realFetch = window.fetch;

/** Signs in as a stub member: the token the stub's fake auth accepts, the member's policy. */
function signIn(persona: string, policyId: string) {
  updateSession({
    authMethod: 'PersonId',
    userId: persona,
    stubId: persona,
    policyId,
    cfData: { accessToken: `fake:${persona}`, tokenType: 'Bearer', expiresAt: Date.now() + 3.6e6 },
  });
}

beforeEach(() => {
  resetSessionForTest();
  api = makeApi();
  // The portal's calls go to the stub app in-process.
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
    api.app.request(String(input), init)) as typeof fetch;
});

afterEach(() => {
  window.fetch = realFetch;
});

function show(route: string) {
  return renderWizard(
    <Routes>
      <Route path={AGE} element={<WizardRoute flowId="pension-age" />} />
      <Route path={DEPOSIT} element={<WizardRoute flowId="extra-deposit" />} />
      <Route
        path="/zelf-regelen/pensioenleeftijd/succes"
        element={
          <WizardSuccessRoute flowId="pension-age" titleId="route.arrange.pensionAge.success" />
        }
      />
      <Route
        path="/zelf-regelen/extra-inleggen/succes"
        element={
          <WizardSuccessRoute flowId="extra-deposit" titleId="route.arrange.extraDeposit.success" />
        }
      />
      <Route path={NET} element={<WizardRoute flowId="net-pension" />} />
      <Route
        path="/zelf-regelen/netto-pensioen/succes"
        element={
          <WizardSuccessRoute flowId="net-pension" titleId="route.arrange.netPension.success" />
        }
      />
      <Route path="*" element={null} />
    </Routes>,
    { route },
  );
}

const next = () => screen.getByRole('button', { name: text('wizard.next') });

describe('pension-age wizard', () => {
  it('sends a specific age chosen by a member and offers the summary PDF', async () => {
    signIn('member-active', '2100458712');
    const user = userEvent.setup();
    show(AGE);

    await user.click(await screen.findByLabelText(text('flow.pension-age.field.type.specific')));
    await user.type(screen.getByLabelText(text('flow.pension-age.field.years.title')), '65');
    await user.type(screen.getByLabelText(text('flow.pension-age.field.months.title')), '6');
    await user.click(next());

    const table = await screen.findByRole('table', {
      name: text('flow.pension-age.info.table.caption'),
    });
    expect(within(table).getByText('65 jaar en 6 maanden')).toBeInTheDocument();
    await user.click(next());

    const summary = await screen.findByRole('heading', {
      name: text('flow.pension-age.step.samenvatting.title'),
    });
    // The summary's own date (the step left, with the same date in its table, goes after a paint).
    expect(within(summary.closest('form')!).getByText('01-11-2046')).toBeInTheDocument();
    await user.click(screen.getByLabelText(text('flow.pension-age.summary.declaration')));
    await user.click(screen.getByRole('button', { name: text('wizard.submit') }));

    expect(await screen.findByTestId('wizard-success')).toBeInTheDocument();
    const sent = (await (await api.app.request('/__stub/commands')).json()) as {
      path: string;
      body: unknown;
      kind: string;
    }[];
    expect(sent.filter((entry) => entry.kind === 'command')).toMatchObject([
      {
        path: '/Plexus/personalPensionAgeCommand',
        body: {
          policyId: '2100458712',
          personalPensionAgeType: 'specific',
          personalPensionAge: { year: 65, month: 6 },
        },
      },
    ]);
    expect(
      screen.getByRole('button', { name: text('wizard.success.download') }),
    ).toBeInTheDocument();
    // What was sent, as the summary showed it.
    const sentAnswers = screen.getByRole('region', { name: text('wizard.success.sent.title') });
    expect(
      within(sentAnswers).getByText(text('flow.pension-age.field.type.specific')),
    ).toBeInTheDocument();
    expect(within(sentAnswers).getByText('65')).toBeInTheDocument();
    expect(within(sentAnswers).getByText('6')).toBeInTheDocument();
  }, 20_000);

  it('shows the already-has-a-request text instead of the steps for a pending change', async () => {
    signIn('member-pending-requests', '2100496418');
    show(AGE);
    const guard = await screen.findByTestId('wizard-guard');
    expect(guard).toHaveTextContent(text('modal.alreadyHasRequest.text'));
    expect(screen.queryByRole('button', { name: text('wizard.next') })).not.toBeInTheDocument();
  });

  it('opens while only a choice of another area is pending', async () => {
    signIn('member-pending', '2100471190');
    show(AGE);
    expect(
      await screen.findByLabelText(text('flow.pension-age.field.type.specific')),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('wizard-guard')).not.toBeInTheDocument();
  });

  it('shows the range message with the bounds from the data', async () => {
    signIn('member-active', '2100458712');
    const user = userEvent.setup();
    show(AGE);
    await user.click(await screen.findByLabelText(text('flow.pension-age.field.type.specific')));
    await user.type(screen.getByLabelText(text('flow.pension-age.field.years.title')), '73');
    await user.type(screen.getByLabelText(text('flow.pension-age.field.months.title')), '0');
    await user.click(next());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'Vul een getal in van 62 tot en met 72',
    );
  });
});

describe('extra-deposit wizard', () => {
  it('reads a Dutch amount, shows the deposit and sends it', async () => {
    signIn('member-active', '2100458712');
    const user = userEvent.setup();
    show(DEPOSIT);
    await user.click(
      await screen.findByLabelText(text('flow.extra-deposit.field.schemeType.gross')),
    );
    await user.click(next());
    await user.click(
      await screen.findByLabelText(text('flow.extra-deposit.field.frequency.yearly')),
    );
    await user.type(
      screen.getByLabelText(text('flow.extra-deposit.field.amount.title')),
      '€ 3.000',
    );
    await user.click(next());
    await screen.findByRole('table', { name: text('flow.extra-deposit.info.deposit.caption') });
    await user.click(next());
    await user.click(await screen.findByLabelText(text('flow.extra-deposit.summary.declaration')));
    await user.click(screen.getByRole('button', { name: text('wizard.submit') }));
    await screen.findByTestId('wizard-success');
    const sent = (await (await api.app.request('/__stub/commands')).json()) as {
      body: Record<string, unknown>;
      kind: string;
    }[];
    expect(sent.find((entry) => entry.kind === 'command')?.body).toMatchObject({
      policyId: '2100458712',
      amount: 3000,
      schemeType: 'gross',
      frequency: 'yearly',
    });
  });
});

describe('net-pension wizard (a quote draft, ADR 0014)', () => {
  const writes = async () =>
    ((await (await api.app.request('/__stub/commands')).json()) as { path: string; kind: string }[])
      .filter((entry) => entry.kind === 'command')
      .map((entry) => entry.path);
  const events = () => (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event);

  it('makes the draft on the way to the summary, without counting it as a send, and accepts it', async () => {
    window.dataLayer = [];
    signIn('member-active', '2100458712');
    const user = userEvent.setup();
    show(NET);
    const participate = await screen.findByRole('radiogroup', {
      name: text('flow.net-pension.field.participate.title'),
    });
    await user.click(within(participate).getByLabelText(text('flow.net-pension.field.yes')));
    const partner = await screen.findByRole('radiogroup', {
      name: text('flow.net-pension.field.netPartnerPension.title'),
    });
    await user.click(within(partner).getByLabelText(text('flow.net-pension.field.no')));
    await user.click(next());
    await screen.findByRole('heading', {
      name: text('flow.net-pension.step.wat-betekent-dit.title'),
    });
    expect(await writes()).toEqual([]);
    await user.click(next());
    await screen.findByLabelText(text('flow.net-pension.summary.declaration'));
    expect(await writes()).toEqual(['/plexus/createPolicyQuoteDraftCommand/2100458712']);
    expect(events()).not.toContain('wizard_send');

    await user.click(screen.getByLabelText(text('flow.net-pension.summary.declaration')));
    await user.click(screen.getByRole('button', { name: text('wizard.submit') }));
    await screen.findByTestId('wizard-success');
    expect(await writes()).toEqual([
      '/plexus/createPolicyQuoteDraftCommand/2100458712',
      '/plexus/acceptPolicyQuoteCommand/2100458712',
    ]);
    expect(events().filter((event) => event === 'wizard_send')).toHaveLength(1);
    expect(events()).not.toContain('wizard_failure');
  }, 20_000);
});
