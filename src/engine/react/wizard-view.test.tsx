// The wizard binding on the core's small sample flow (src/engine/core/testing/sample-flow.ts):
// steps kies (radio + conditional years + currency) → extra (only for b) → info (with a POST
// query) → samenvatting (declaration), driven as a member would.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { sampleContext, sampleResources } from '../core/testing/sample-flow';
import { draftStorageKey } from '../core';
import { getSession, updateSession } from '../../session/session';
import { holdFrames } from '../../ui/testing/held-frames';
import {
  answerWith,
  commandRequest,
  fakeFetch,
  queryRequest,
  quietSampleTexts,
  renderWizard,
  signInOnSamplePolicy,
} from './testing/render-wizard';
import { WizardView } from './wizard-view';

const SCENARIO = queryRequest('ScenarioProjections', { scenario: null });
const PENSION_AGE_COMMAND = commandRequest('personalPensionAgeCommand');

const base = sampleContext();
const session = { policyId: 'P1', personId: '20045871', locale: 'nl-NL', readOnly: false };
const now = new Date('2026-11-21T10:00:00+01:00');
const route = '/zelf-regelen/voorbeeld/wijzigen';
const storageKey = draftStorageKey('sample', '20045871');

let fake: ReturnType<typeof fakeFetch>;
const realFetch = window.fetch;

beforeEach(() => {
  quietSampleTexts();
  signInOnSamplePolicy();
  fake = fakeFetch({
    [SCENARIO]: { current: 100, new: 120 },
    [PENSION_AGE_COMMAND]: { commandId: 'C1', status: 'Accepted' },
  });
  window.fetch = fake.fetch;
});

afterEach(() => {
  window.fetch = realFetch;
  vi.restoreAllMocks();
});

/** The sample flow's wizard, for `flowSession`. */
const wizard = (flowSession = session) => (
  <WizardView
    resources={sampleResources}
    data={base.data}
    permissions={base.permissions}
    session={flowSession}
    now={now}
  />
);

function show(path = route, cache?: Map<string, unknown>, flowSession = session) {
  return renderWizard(
    <Routes>
      <Route path={route} element={wizard(flowSession)} />
      <Route path="*" element={null} />
    </Routes>,
    { route: path, ...(cache ? { cache } : {}) },
  );
}

const location = () => screen.getByTestId('location').textContent;

/** Clicks a link to the inbox from the wizard's page; gives the dialog that asks first. */
async function linkOut(user: ReturnType<typeof userEvent.setup>, container: HTMLElement) {
  const elsewhere = document.createElement('a');
  elsewhere.href = '/postvak';
  elsewhere.textContent = 'Postvak';
  container.append(elsewhere);
  await user.click(elsewhere);
  return screen.findByRole('dialog');
}
const heading = () => screen.getByRole('heading', { level: 2 });
const next = () => screen.getByRole('button', { name: 'Volgende' });

/** Walks kies (type c, 60 years) → info → summary. */
async function walkToSummary(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText('flow.sample.type.c'));
  await user.type(screen.getByLabelText('flow.sample.field.years'), '60');
  await user.click(next());
  await screen.findByText('flow.sample.info.intro');
  await user.click(next());
  await waitFor(() => expect(location()).toBe(`${route}?stap=samenvatting`));
}

/** Walks kies (type a) → info. */
async function walkToInfo(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText('flow.sample.type.a'));
  await user.click(next());
  await screen.findByText('flow.sample.info.intro');
}

describe('WizardView', () => {
  it('puts the first step in the URL and walks the visible steps with back and next', async () => {
    const user = userEvent.setup();
    show();
    await waitFor(() => expect(location()).toBe(`${route}?stap=kies`));
    expect(screen.getByText('Stap 1 van 3')).toBeInTheDocument();
    const current = within(screen.getByRole('navigation', { name: 'Voortgang' }))
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('flow.sample.kies.title');

    await user.click(screen.getByLabelText('flow.sample.type.a'));
    expect(screen.queryByLabelText('flow.sample.field.years')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('flow.sample.type.c'));
    expect(screen.getByLabelText('flow.sample.field.years')).toBeInTheDocument();
    await user.type(screen.getByLabelText('flow.sample.field.years'), '60');
    await user.click(next());

    await waitFor(() => expect(location()).toBe(`${route}?stap=info`));
    expect(await screen.findByText('€ 100')).toBeInTheDocument();
    expect(screen.getByText('Stap 2 van 3')).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({
      policyId: 'P1',
      type: 'c',
    });

    await user.click(next());
    await waitFor(() => expect(location()).toBe(`${route}?stap=samenvatting`));
    expect(screen.getByRole('button', { name: 'Versturen' })).toBeInTheDocument();
    expect(screen.getByText('flow.sample.type.c')).toBeInTheDocument();
    expect(screen.getByText('60')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    await waitFor(() => expect(location()).toBe(`${route}?stap=info`));
  });

  it('shows the messages and a focused error summary on a failed next', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByLabelText('flow.sample.type.c'));
    await user.click(next());

    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    const link = within(summary).getByRole('link', { name: 'Dit is een verplicht veld' });
    const years = screen.getByLabelText('flow.sample.field.years');
    expect(years).toHaveAttribute('aria-invalid', 'true');
    expect(years).toHaveAccessibleDescription('Fout: Dit is een verplicht veld');
    expect(location()).toBe(`${route}?stap=kies`);

    await user.click(link);
    expect(years).toHaveFocus();
    await user.type(years, '90');
    await user.tab();
    await waitFor(() =>
      expect(years).toHaveAccessibleDescription('Fout: Vul een getal in van 55 tot en met 75'),
    );
    expect(within(summary).getByRole('link')).toHaveTextContent('55 tot en met 75');
    await user.clear(years);
    await user.type(years, '60');
    await user.tab();
    await waitFor(() => expect(years).toHaveAttribute('aria-invalid', 'false'));
  });

  it('does not validate while typing, only when the field is left (not for next)', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByLabelText('flow.sample.type.a'));
    const amount = screen.getByLabelText('flow.sample.field.amount');
    await user.type(amount, '5000');
    expect(screen.queryByText('Oeps, dat lijkt wat veel')).not.toBeInTheDocument();
    await user.click(heading());
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('Fout: Oeps, dat lijkt wat veel'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Leaving the field for "next" leaves the check to the click: the button must not move.
    await user.clear(amount);
    await user.type(amount, '10');
    await user.tab();
    expect(next()).toHaveFocus();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe(`${route}?stap=info`));
  });

  it('shows the error of a field left by pressing elsewhere only once the press is over', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByLabelText('flow.sample.type.a'));
    const amount = screen.getByLabelText('flow.sample.field.amount');
    await user.type(amount, '5000');
    // Press (not yet release) on another control: the field blurs, but nothing may move yet,
    // or the release would land on something else than the member aimed at.
    const other = screen.getByLabelText('flow.sample.type.b');
    await user.pointer({ keys: '[MouseLeft>]', target: other });
    expect(amount).not.toHaveFocus();
    expect(screen.queryByText('Oeps, dat lijkt wat veel')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: other });
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('Fout: Oeps, dat lijkt wat veel'),
    );
    expect(other).toBeChecked();
  });

  it('sends on with what was typed even before the wizard has caught up with the keystroke', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByLabelText('flow.sample.type.c'));
    const years = screen.getByLabelText<HTMLInputElement>('flow.sample.field.years');
    const form = years.closest('form')!;
    // A keystroke and Next in one go, outside React's test batching: the typed value goes to the
    // wizard in a transition that has not rendered when the form is sent (a script's click).
    const reactTesting = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactTesting.IS_REACT_ACT_ENVIRONMENT;
    reactTesting.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(years, '60');
      years.dispatchEvent(new Event('input', { bubbles: true }));
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      await waitFor(() => expect(location()).toBe(`${route}?stap=info`));
    } finally {
      reactTesting.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves focus to the step heading on every step change', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByLabelText('flow.sample.type.a'));
    await user.click(next());
    await waitFor(() => expect(heading()).toHaveFocus());
    expect(heading()).toHaveTextContent('flow.sample.info.title');
    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    await waitFor(() => expect(heading()).toHaveTextContent('flow.sample.kies.title'));
    // Once the step has been painted: moving focus does not hold that frame back.
    await waitFor(() => expect(heading()).toHaveFocus());
  });

  it('renders the whole frame of the step ahead hidden once the member pauses, and next shows that same frame', async () => {
    const user = userEvent.setup();
    show();
    await walkToInfo(user);
    // The summary, rendered ahead with the answers it will have, hidden until next.
    const ahead = await screen.findByLabelText('flow.sample.summary.declaration');
    expect(ahead).not.toBeVisible();
    // Its heading and buttons too, none of them seen, and none of it reachable.
    const aheadHeading = document.getElementById('wizard-heading-samenvatting');
    const aheadFrame = aheadHeading?.closest('[data-step-slot]');
    expect(aheadHeading).not.toBeVisible();
    expect(aheadFrame).toHaveAttribute('inert');
    const aheadSend = aheadFrame?.querySelector('button[type="submit"]');
    expect(aheadSend).not.toBeVisible();
    await user.click(next());
    await waitFor(() => expect(heading()).toHaveTextContent('flow.sample.summary.title'));
    expect(screen.getByLabelText('flow.sample.summary.declaration')).toBe(ahead);
    expect(ahead).toBeVisible();
    expect(heading()).toBe(aheadHeading);
    expect(aheadFrame).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Versturen' })).toBe(aheadSend);
  });

  it('keeps the frame next leaves, not displayed and inert, until the new step has been painted', async () => {
    const user = userEvent.setup();
    show();
    await walkToInfo(user);
    const left = document.getElementById('wizard-heading-info')!;
    const leftButton = within(left.closest('form')!).getByRole('button', { name: 'Volgende' });
    const frames = holdFrames();
    await user.click(next());
    await waitFor(() => expect(heading()).toHaveTextContent('flow.sample.summary.title'));
    // The step change did not tear the info frame down: the same elements, not seen, not reachable.
    const slot = left.closest('[data-step-slot]');
    expect(left.isConnected).toBe(true);
    expect(slot).toHaveAttribute('hidden');
    expect(slot).toHaveAttribute('inert');
    expect(left).not.toBeVisible();
    expect(leftButton).not.toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /Volgende|Versturen/ })).toHaveLength(1);
    // Once the summary has been painted, it goes.
    act(() => frames.paint());
    await waitFor(() => expect(left.isConnected).toBe(false));
    expect(heading()).toHaveTextContent('flow.sample.summary.title');
  });

  it('updates the one progress list in place on a step change, outside the step frames', async () => {
    const user = userEvent.setup();
    show();
    await walkToInfo(user);
    const progress = screen.getByRole('navigation', { name: 'Voortgang' });
    const items = within(progress).getAllByRole('listitem');
    expect(progress.closest('[data-step-slot]')).toBeNull();
    await user.click(next());
    await waitFor(() => expect(heading()).toHaveTextContent('flow.sample.summary.title'));
    // The same list and items, not a new list in the new step's frame: only their state moved on.
    expect(screen.getAllByRole('navigation', { name: 'Voortgang', hidden: true })).toEqual([
      progress,
    ]);
    expect(within(progress).getAllByRole('listitem')).toEqual(items);
    expect(items.at(-1)).toHaveAttribute('aria-current', 'step');
    expect(within(progress).getByText('Stap 3 van 3')).toBeInTheDocument();
  });

  it('keeps the frame back leaves until the step before has been painted, then next shows it anew', async () => {
    const user = userEvent.setup();
    show();
    await walkToInfo(user);
    const left = document.getElementById('wizard-heading-info')!;
    const frames = holdFrames();
    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    await waitFor(() => expect(heading()).toHaveTextContent('flow.sample.kies.title'));
    expect(left.closest('[data-step-slot]')).toHaveAttribute('hidden');
    act(() => frames.paint());
    await waitFor(() => expect(left.isConnected).toBe(false));
    await user.click(next());
    await waitFor(() => expect(heading()).toHaveTextContent('flow.sample.info.title'));
  });

  it('goes to the step the answers lead to as last changed', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByLabelText('flow.sample.type.b'));
    await user.click(screen.getByLabelText('flow.sample.type.a'));
    await user.click(screen.getByLabelText('flow.sample.type.b'));
    expect(screen.queryByLabelText('flow.sample.field.note')).toBeNull();
    await user.click(next());
    await waitFor(() => expect(heading()).toHaveTextContent('flow.sample.extra.title'));
    expect(screen.getByLabelText('flow.sample.field.note')).toBeVisible();
  });

  it('keeps the answers over a reload', async () => {
    const user = userEvent.setup();
    const first = show();
    await user.click(await screen.findByLabelText('flow.sample.type.c'));
    await user.type(screen.getByLabelText('flow.sample.field.years'), '61');
    // Typing is written a moment later; a reload (pagehide) writes what is pending at once.
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(storageKey) ?? '{}')).toMatchObject({
      answers: { kies: { type: 'c', years: 61 } },
    });
    first.unmount();

    show(`${route}?stap=kies`);
    expect(await screen.findByLabelText('flow.sample.type.c')).toBeChecked();
    expect(screen.getByLabelText('flow.sample.field.years')).toHaveValue('61');
  });

  it('writes the step it opens on to the URL once that step has been painted', async () => {
    const frames = holdFrames();
    show();
    expect(await screen.findByLabelText('flow.sample.type.c')).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // Shown, not yet painted: the address is still the one the member opened.
    expect(heading()).toHaveTextContent('flow.sample.kies.title');
    expect(location()).toBe(route);
    act(() => frames.paint());
    await waitFor(() => expect(location()).toBe(`${route}?stap=kies`));
  });

  it('sends a deep link past the first open step back to it', async () => {
    show(`${route}?stap=samenvatting`);
    await waitFor(() => expect(location()).toBe(`${route}?stap=kies`));
    expect(heading()).toHaveTextContent('flow.sample.kies.title');
  });

  it('sends the command, clears the draft and opens the success page with the report', async () => {
    const user = userEvent.setup();
    show();
    await walkToSummary(user);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    const declaration = screen.getByLabelText('flow.sample.summary.declaration');
    await waitFor(() => expect(declaration).toHaveAttribute('aria-invalid', 'true'));
    await user.click(declaration);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));

    await waitFor(() => expect(location()).toBe('/zelf-regelen/voorbeeld/succes'));
    const command = fake.calls.find((call) => call.request === PENSION_AGE_COMMAND);
    expect(command?.body).toEqual({ policyId: 'P1', type: 'c', years: 60 });
    expect(sessionStorage.getItem(storageKey)).toBeNull();
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toMatchObject({
      flowId: 'sample',
      report: { command: 'personalPensionAge', params: { id: 'P1' } },
    });
  });

  it('refuses the submit of a read-only session before any request, keeping the answers', async () => {
    updateSession({ authMethod: 'AdvisorOneWelcome' });
    const user = userEvent.setup();
    show();
    await walkToSummary(user);
    await user.click(screen.getByLabelText('flow.sample.summary.declaration'));
    await user.click(screen.getByRole('button', { name: 'Versturen' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Versturen mislukt' });
    expect(getSession().showReadOnlyPermissionModal).toBe(true);
    expect(
      fake.calls.filter((call) => call.method === 'POST' && call.request !== SCENARIO),
    ).toEqual([]);
    expect(location()).toBe(`${route}?stap=samenvatting`);
    expect(sessionStorage.getItem(storageKey)).not.toBeNull();
    await user.click(within(dialog).getAllByRole('button', { name: 'Sluiten' }).at(-1)!);
    await waitFor(() => expect(getSession().showReadOnlyPermissionModal).toBe(false));
  });

  it('opens the nothing-changed modal instead of sending what is already in place', async () => {
    const user = userEvent.setup();
    show();
    await walkToInfo(user);
    await user.click(next());
    await user.click(await screen.findByLabelText('flow.sample.summary.declaration'));
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Er is niets gewijzigd' });
    expect(
      fake.calls.filter((call) => call.method === 'POST' && call.request !== SCENARIO),
    ).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Oké' }));
  });

  it('asks before leaving by a link, and goes there when the member stops', async () => {
    const user = userEvent.setup();
    const { container } = show();
    await user.click(await screen.findByLabelText('flow.sample.type.a'));
    const dialog = await linkOut(user, container);
    expect(location()).toBe(`${route}?stap=kies`);
    const stop = within(dialog).getByRole('button', { name: 'Ja, stoppen' });
    await act(async () => stop?.click());
    await waitFor(() => expect(location()).toBe('/postvak'));
    expect(sessionStorage.getItem(storageKey)).toBeNull();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('forgets the answers it shows when the member comes back to it after stop, before it is gone', async () => {
    // Back pressed before the next page has been shown keeps the wizard mounted: one route for
    // every path stands for that here.
    const user = userEvent.setup();
    const { container } = renderWizard(
      <Routes>
        <Route path="*" element={wizard()} />
      </Routes>,
      { route },
    );
    await user.click(await screen.findByLabelText('flow.sample.type.a'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(storageKey)).not.toBeNull();
    const dialog = await linkOut(user, container);
    await act(async () => within(dialog).getByRole('button', { name: 'Ja, stoppen' }).click());
    await waitFor(() => expect(location()).toMatch(/^\/postvak/));
    expect(sessionStorage.getItem(storageKey)).toBeNull();

    // The member comes back to the wizard's address before it has gone.
    window.history.pushState(null, '', route);
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.getByLabelText('flow.sample.type.a')).not.toBeChecked();
    expect(sessionStorage.getItem(storageKey)).toBeNull();
    // What the member answers from here on is stored again.
    await user.click(screen.getByLabelText('flow.sample.type.b'));
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(storageKey) ?? '{}')).toMatchObject({
      answers: { kies: { type: 'b' } },
    });
    window.history.replaceState(null, '', '/');
  });

  it('keeps every answer when saving fails, and offers a restart when the flow is refused', async () => {
    const answers: Record<string, unknown> = {
      [SCENARIO]: { current: 100, new: 120 },
      [PENSION_AGE_COMMAND]: answerWith(500, { message: 'timeout' }),
    };
    window.fetch = fakeFetch(answers).fetch;
    const user = userEvent.setup();
    show();
    await walkToSummary(user);
    await user.click(screen.getByLabelText('flow.sample.summary.declaration'));
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Opslaan niet gelukt' });
    await user.click(within(failed).getByRole('button', { name: 'Venster sluiten' }));
    await waitFor(() => expect(failed).not.toBeInTheDocument());
    expect(location()).toBe(`${route}?stap=samenvatting`);
    expect(screen.getByLabelText('flow.sample.summary.declaration')).toBeChecked();

    answers[PENSION_AGE_COMMAND] = answerWith(400, { message: 'bad body' });
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    const flowError = await screen.findByRole('alertdialog', {
      name: 'Sorry, er is iets misgegaan',
    });
    await user.click(within(flowError).getByRole('button', { name: 'Keuze opnieuw starten' }));
    await waitFor(() => expect(location()).toBe(`${route}?stap=kies`));
    expect(screen.getByLabelText('flow.sample.type.c')).not.toBeChecked();
  });

  it('returns to the answer the back end refused, shows its message there with every answer kept, and sends again', async () => {
    const refusal = answerWith(400, {
      message: 'Value not processable',
      code: 'VALIDATION',
      errors: [{ field: 'years', code: 'INVALID_VALUE', message: 'Value not processable' }],
    });
    const answers: Record<string, unknown> = {
      [SCENARIO]: { current: 100, new: 120 },
      [PENSION_AGE_COMMAND]: refusal,
    };
    const sent = fakeFetch(answers);
    window.fetch = sent.fetch;
    const user = userEvent.setup();
    show();
    await walkToSummary(user);
    await user.click(screen.getByLabelText('flow.sample.summary.declaration'));
    await user.click(screen.getByRole('button', { name: 'Versturen' }));

    await waitFor(() => expect(location()).toBe(`${route}?stap=kies`));
    const message =
      'De pensioenuitvoerder kon dit gegeven niet verwerken. Controleer het en probeer het opnieuw.';
    const summary = await screen.findByTestId('error-summary');
    expect(summary).toHaveTextContent(message);
    await waitFor(() => expect(summary).toHaveFocus());
    const years = screen.getByLabelText('flow.sample.field.years');
    expect(years).toHaveValue('60');
    expect(years).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByLabelText('flow.sample.type.c')).toBeChecked();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    answers[PENSION_AGE_COMMAND] = { commandId: 'C2', status: 'Accepted' };
    await user.clear(years);
    await user.type(years, '61');
    await user.click(next());
    await waitFor(() => expect(location()).toBe(`${route}?stap=samenvatting`));
    expect(screen.getByLabelText('flow.sample.summary.declaration')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(location()).toBe('/zelf-regelen/voorbeeld/succes'));
    const commands = sent.calls.filter((call) => call.request === PENSION_AGE_COMMAND);
    expect(commands.map((call) => (call.body as { years?: number }).years)).toEqual([60, 61]);
  });

  it('keeps the flow-error modal for a refusal of a field no answer feeds', async () => {
    window.fetch = fakeFetch({
      [SCENARIO]: { current: 100, new: 120 },
      [PENSION_AGE_COMMAND]: answerWith(400, {
        message: 'Unknown policy',
        errors: [{ field: 'policyId', code: 'INVALID_VALUE', message: 'Unknown policy' }],
      }),
    }).fetch;
    const user = userEvent.setup();
    show();
    await walkToSummary(user);
    await user.click(screen.getByLabelText('flow.sample.summary.declaration'));
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Sorry, er is iets misgegaan' }),
    ).toBeInTheDocument();
    expect(location()).toBe(`${route}?stap=samenvatting`);
  });
});

describe('WizardView: amounts in the page language', () => {
  const draft = () =>
    JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as { answers?: Record<string, unknown> };

  it('reads 1,000 on an English page as a thousand and refuses 1.000, keeping the text', async () => {
    updateSession({ temporaryLocale: 'en-GB' });
    const user = userEvent.setup();
    show(route, undefined, { ...session, locale: 'en-GB' });
    // The English texts have arrived: the page is English.
    await screen.findByRole('button', { name: 'Next' }, { timeout: 10_000 });
    await user.click(await screen.findByLabelText('flow.sample.type.a'));
    const amount = screen.getByLabelText('flow.sample.field.amount');
    await user.type(amount, '1.000');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const message = 'Enter an amount such as 1,250 or 1,250.50';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(amount).toHaveAccessibleDescription(new RegExp(message));
    expect(amount).toHaveValue('1.000');

    await user.clear(amount);
    await user.type(amount, '1,000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe(`${route}?stap=info`));
    window.dispatchEvent(new Event('pagehide'));
    expect(draft().answers).toMatchObject({ kies: { type: 'a', amount: 1000 } });
  });

  it('reads 1.000 on a Dutch page as a thousand and refuses 1,000', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByLabelText('flow.sample.type.a'));
    const amount = screen.getByLabelText('flow.sample.field.amount');
    await user.type(amount, '1,000');
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Typ een bedrag zoals 1.250 of 1.250,50',
    );
    expect(amount).toHaveValue('1,000');

    await user.clear(amount);
    await user.type(amount, '1.000');
    await user.click(next());
    await waitFor(() => expect(location()).toBe(`${route}?stap=info`));
    window.dispatchEvent(new Event('pagehide'));
    expect(draft().answers).toMatchObject({ kies: { type: 'a', amount: 1000 } });
  });

  it('shows a typed amount as the new language writes it when the language changes', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByLabelText('flow.sample.type.a'));
    const amount = screen.getByLabelText('flow.sample.field.amount');
    await user.type(amount, '1.000');
    act(() => updateSession({ temporaryLocale: 'en-GB' }));
    await waitFor(() => expect(amount).toHaveValue('1,000'));
  });
});
