import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { getSession, updateSession } from '../../session/session';
import { memberAnswers, pension } from '../testing/fixtures';
import { expectHeading, failing, pending, renderPage } from '../testing/render-page';
import { InsightPage } from './insight-page';
import { getOcktoData, setOcktoData } from './ockto-store';
import { OcktoDataPage } from './ockto-data-page';
import { PlannerPage } from './planner-page';
import { StartOcktoPage } from './start-ockto-page';
import { StopEarlyPage } from './stop-early-page';
import { WorkLessPage } from './work-less-page';
import { YourDataPage } from './your-data-page';

const AGES = '/plexus/personalPensionAgeQuery/P1';
const PROJECTIONS = '/plexus/nlUcmCalculateProjectionsQuery/P1';
const SCENARIO = '/plexus/asrUcmScenarioBasedCalculateProjectionsQuery';

/** The scenario answer: the same projections, 15% lower in the new situation. */
const scenario = {
  policyId: 'P1',
  currentSituation: pension.projections,
  newSituation: {
    ...pension.projections,
    nlUcmProjectionsDCCqCollection: pension.projections.nlUcmProjectionsDCCqCollection.map(
      (group) => ({
        ...group,
        paymentCollection: group.paymentCollection.map((payment) => ({
          ...payment,
          expectedNominal: Math.round(payment.expectedNominal * 0.85),
        })),
      }),
    ),
  },
};

afterEach(() => setOcktoData(undefined));

describe('PlannerPage', () => {
  it('shows a skeleton, then an error when the projections fail', async () => {
    renderPage(<PlannerPage titleId="route.planner" />, {
      answers: { ...memberAnswers, ...failing(PROJECTIONS) },
    });
    expect(within(screen.getByTestId('planner-start')).getByTestId('loading')).toBeVisible();
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('shows where the member stands and the ways to explore', async () => {
    renderPage(<PlannerPage titleId="route.planner" />, { answers: memberAnswers });
    await expectHeading('Pensioenverkenner');
    expect(await screen.findByTestId('planner-now')).toHaveTextContent(
      '€ 38.640 bruto per jaar vanaf 68 jaar',
    );
    expect(screen.getByRole('link', { name: 'Uw inkomensgegevens ophalen' })).toHaveAttribute(
      'href',
      '/start-ockto',
    );
    expect(await screen.findByRole('link', { name: 'Eerder stoppen met werken' })).toBeVisible();
  });
});

describe('YourDataPage', () => {
  it('shows skeletons while loading and an error when the pension age fails', async () => {
    renderPage(<YourDataPage titleId="route.planner.yourData" />, {
      answers: { ...memberAnswers, ...pending('/plexus/personDetailsQuery'), ...failing(AGES) },
    });
    expect(within(screen.getByTestId('planner-about')).getByTestId('loading')).toBeVisible();
    expect(
      await within(screen.getByTestId('planner-when')).findByTestId('load-error'),
    ).toBeVisible();
  });

  it('keeps a chosen age in the session and refuses one out of range', async () => {
    renderPage(
      <Routes>
        <Route path="/uw-gegevens" element={<YourDataPage titleId="route.planner.yourData" />} />
        <Route path="/uw-gegevens/uw-inzicht" element={<p>inzicht</p>} />
      </Routes>,
      { route: '/uw-gegevens', answers: memberAnswers },
    );
    expect(await screen.findByText('Jan de Vries')).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Op een leeftijd die ik zelf kies' }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Leeftijd in jaren'), '62');
    await userEvent.selectOptions(screen.getByLabelText('En maanden'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Bekijk uw inzicht' }));
    expect(screen.getByLabelText('Leeftijd in jaren')).toHaveAccessibleDescription(
      'Kies een pensioenleeftijd tussen 62 jaar en 3 maanden en 72 jaar en 3 maanden',
    );
    expect(getSession().pensionPlannerData).toBeUndefined();
    await userEvent.selectOptions(screen.getByLabelText('Leeftijd in jaren'), '65');
    await userEvent.selectOptions(screen.getByLabelText('En maanden'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Bekijk uw inzicht' }));
    expect(await screen.findByText('inzicht')).toBeInTheDocument();
    expect(getSession().pensionPlannerData).toEqual({
      selectedPensionAgeTypeCode: 'specific',
      selectedYears: 65,
      selectedMonths: 6,
    });
    expect(getSession().leavePensionPlannerModal.shouldShowModal).toBe(true);
  });
});

describe('InsightPage', () => {
  it('shows a skeleton while the calculation runs, and an error when it fails', async () => {
    renderPage(<InsightPage titleId="route.planner.yourInsight" />, {
      answers: { ...memberAnswers, ...failing(SCENARIO) },
    });
    expect(within(screen.getByTestId('insight')).getByTestId('loading')).toBeVisible();
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('calculates the chosen age against the current situation', async () => {
    const { requests } = renderPage(<InsightPage titleId="route.planner.yourInsight" />, {
      answers: { ...memberAnswers, [SCENARIO]: scenario },
      session: {
        pensionPlannerData: {
          selectedPensionAgeTypeCode: 'specific',
          selectedYears: 65,
          selectedMonths: 6,
        },
      },
    });
    expect(await screen.findByTestId('insight-monthly')).toHaveTextContent('€ 2.737 per maand');
    expect(screen.getByTestId('insight-age')).toHaveTextContent('65 jaar en 6 maanden');
    expect(screen.getByTestId('insight-share')).toHaveTextContent('21%');
    const table = within(screen.getByTestId('insight-chart')).getByRole('table', { hidden: true });
    expect(table).toHaveTextContent('Huidige situatie');
    expect(table).toHaveTextContent('Nieuwe situatie');
    expect(requests.find((r) => r.url === SCENARIO)).toMatchObject({
      method: 'POST',
      body: { policyId: 'P1', personalPensionAge: { year: 65, month: 6 } },
    });
  });
});

describe('leaving the planner', () => {
  it('asks first once there is planner data, and clears it on leaving', async () => {
    renderPage(
      <Routes>
        <Route
          path="/pensioenverkenner"
          element={
            <>
              <PlannerPage titleId="route.planner" />
              <Link to="/contact">naar contact</Link>
            </>
          }
        />
        <Route path="/contact" element={<p>contactpagina</p>} />
      </Routes>,
      {
        route: '/pensioenverkenner',
        answers: memberAnswers,
        session: {
          pensionPlannerData: {
            selectedPensionAgeTypeCode: 'state',
            selectedYears: 67,
            selectedMonths: 3,
          },
        },
      },
    );
    await userEvent.click(screen.getByRole('link', { name: 'naar contact' }));
    const modal = await screen.findByRole('alertdialog');
    expect(modal).toHaveTextContent('Wilt u de pensioenverkenner verlaten?');
    await userEvent.click(within(modal).getByRole('button', { name: 'Nee, blijven' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByText('contactpagina')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'naar contact' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ja, verlaten' }));
    expect(await screen.findByText('contactpagina')).toBeInTheDocument();
    expect(getSession().pensionPlannerData).toBeUndefined();
    expect(getSession().leavePensionPlannerModal.shouldShowModal).toBe(false);
  });

  it('moves freely without planner data', async () => {
    updateSession({ pensionPlannerData: undefined });
    renderPage(
      <Routes>
        <Route
          path="/pensioenverkenner"
          element={
            <>
              <PlannerPage titleId="route.planner" />
              <Link to="/contact">naar contact</Link>
            </>
          }
        />
        <Route path="/contact" element={<p>contactpagina</p>} />
      </Routes>,
      { route: '/pensioenverkenner', answers: memberAnswers },
    );
    await userEvent.click(screen.getByRole('link', { name: 'naar contact' }));
    expect(await screen.findByText('contactpagina')).toBeInTheDocument();
  });
});

describe('StartOcktoPage and OcktoDataPage', () => {
  it('asks for consent, retrieves (simulated) and shows the data per source', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPage(
        <Routes>
          <Route
            path="/start-ockto"
            element={<StartOcktoPage titleId="route.planner.startOckto" />}
          />
          <Route
            path="/gegevens-ockto"
            element={<OcktoDataPage titleId="route.planner.ocktoData" />}
          />
        </Routes>,
        { route: '/start-ockto', answers: memberAnswers },
      );
      expect(screen.getByTestId('ockto-simulated')).toBeVisible();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByTestId('ockto-start'));
      expect(screen.getByText('Geef uw toestemming om de gegevens op te halen.')).toBeVisible();
      await user.click(screen.getByRole('checkbox', { name: /Ik geef toestemming/ }));
      await user.click(screen.getByTestId('ockto-start'));
      expect(screen.getByTestId('ockto-retrieving')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(2000);
      await expectHeading('Uw opgehaalde inkomensgegevens');
      expect(screen.getAllByTestId('ockto-source')).toHaveLength(3);
      expect(screen.getByText('*****0378')).toBeInTheDocument();
      expect(
        screen.getByText('Bouwbedrijf Van Leeuwen B.V.: € 38.640 bruto per jaar'),
      ).toBeVisible();
      expect(getOcktoData()?.simulated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a retrieval, the data page leads to the start', async () => {
    renderPage(<OcktoDataPage titleId="route.planner.ocktoData" />);
    expect(screen.getByTestId('ockto-empty')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inkomensgegevens ophalen' })).toHaveAttribute(
      'href',
      '/start-ockto',
    );
  });
});

describe('WorkLessPage', () => {
  it('shows a skeleton, then an error when the contribution basis fails', async () => {
    renderPage(<WorkLessPage titleId="route.planner.workLess" />, {
      answers: { ...memberAnswers, ...failing('/plexus/franchiseDefinedContributionQuery/P1') },
    });
    expect(screen.getByTestId('loading')).toBeVisible();
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('shows base and premium now and at fewer hours', async () => {
    renderPage(<WorkLessPage titleId="route.planner.workLess" />, { answers: memberAnswers });
    const table = await screen.findByTestId('work-less-table');
    expect(within(table).getByRole('row', { name: /Pensioengrondslag/ })).toHaveTextContent(
      '€ 122.321€ 97.857',
    );
    await userEvent.selectOptions(screen.getByTestId('work-less-choice'), '50');
    expect(within(table).getByRole('row', { name: /Premie voor uw pensioen/ })).toHaveTextContent(
      '€ 14.312€ 7.156',
    );
  });
});

describe('StopEarlyPage', () => {
  it('shows a skeleton, then an error when the pension age fails', async () => {
    renderPage(<StopEarlyPage titleId="route.planner.stopEarly" />, {
      answers: { ...memberAnswers, ...failing(AGES) },
    });
    expect(screen.getByTestId('loading')).toBeVisible();
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('calculates an earlier age', async () => {
    renderPage(<StopEarlyPage titleId="route.planner.stopEarly" />, {
      answers: { ...memberAnswers, [SCENARIO]: scenario },
    });
    const select = await screen.findByTestId('stop-early-age');
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('67 jaar en 9 maanden');
    await userEvent.selectOptions(select, '780');
    await userEvent.click(screen.getByRole('button', { name: 'Bereken' }));
    expect(await screen.findByTestId('stop-early-amount')).toHaveTextContent(
      '€ 32.844 bruto per jaar',
    );
    await waitFor(() => expect(screen.getByText('€ 5.796')).toBeInTheDocument());
  });
});
