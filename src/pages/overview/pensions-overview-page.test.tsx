import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { getSession } from '../../session/session';
import { expectHeading, failing, pending, renderPage } from '../testing/render-page';
import { PensionsOverviewPage } from './pensions-overview-page';

const INFO = '/plexus/employmentPensionInfoQuery';
const two = {
  employmentPensionInfoCollection: [
    {
      policyId: 'P1',
      employerName: 'Bouwbedrijf Van Leeuwen B.V.',
      startDate: '2014-02-01',
      lifePolicyStatus: { code: 'REG' },
    },
    {
      policyId: 'P2',
      employerName: 'Zorggroep Rivierenland',
      startDate: '2003-09-01',
      lifePolicyStatus: { code: 'PAID' },
    },
  ],
};

describe('PensionsOverviewPage', () => {
  it('shows a skeleton while the pensions load', () => {
    renderPage(<PensionsOverviewPage titleId="route.pensionsOverview" />, {
      answers: pending(INFO),
    });
    expect(screen.getByTestId('loading')).toBeVisible();
  });

  it('shows an error when the pensions cannot be fetched', async () => {
    renderPage(<PensionsOverviewPage titleId="route.pensionsOverview" />, {
      answers: failing(INFO),
    });
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('choosing a pension selects its policy and goes home', async () => {
    renderPage(
      <Routes>
        <Route
          path="/overzicht-pensioenen"
          element={<PensionsOverviewPage titleId="route.pensionsOverview" />}
        />
        <Route path="/" element={<p>home</p>} />
      </Routes>,
      { route: '/overzicht-pensioenen', answers: { [INFO]: two } },
    );
    await expectHeading('Overzicht pensioenen');
    const current = await screen.findByRole('button', { name: /Bouwbedrijf Van Leeuwen/ });
    expect(current).toHaveAttribute('aria-current', 'true');
    const other = screen.getByRole('button', { name: /Zorggroep Rivierenland/ });
    expect(other).toHaveTextContent('Polis P2, deelnemer sinds 01-09-2003');
    expect(other).toHaveTextContent('Premievrij (slapend)');
    await userEvent.click(other);
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(getSession().policyId).toBe('P2');
  });
});
