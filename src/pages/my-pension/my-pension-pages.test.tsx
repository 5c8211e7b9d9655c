import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberAnswers, pension } from '../testing/fixtures';
import { expectHeading, failing, pending, renderPage } from '../testing/render-page';
import { AmountPage } from './amount-page';
import { DataPage } from './data-page';
import { FundsPage } from './funds-page';
import { MyPensionPage } from './my-pension-page';
import { PartnerChildrenPage } from './partner-children-page';

const POLICIES = '/plexus/policies/P1';
const PROJECTIONS = '/plexus/nlUcmCalculateProjectionsQuery/P1';
const UNIT_LINK = '/plexus/policyUnitLinkInfoQuery/P1';
const EMPLOYMENT = '/plexus/employmentQuery/P1';
const FRANCHISE = '/plexus/franchiseDefinedContributionQuery/P1';

describe('MyPensionPage', () => {
  const page = <MyPensionPage titleId="route.myPension" />;

  it('shows a skeleton while the policy loads', () => {
    renderPage(page, { answers: { ...memberAnswers, ...pending(POLICIES) } });
    expect(within(screen.getByTestId('my-pension-scheme')).getByTestId('loading')).toBeVisible();
  });

  it('shows an error when the policy cannot be fetched', async () => {
    renderPage(page, { answers: { ...memberAnswers, ...failing(POLICIES) } });
    expect(
      await within(screen.getByTestId('my-pension-scheme')).findByTestId('load-error'),
    ).toBeInTheDocument();
  });

  it('shows the scheme and leads to the detail pages', async () => {
    renderPage(page, { answers: memberAnswers });
    await expectHeading('Mijn pensioen');
    expect(await screen.findByText('PN-2100458712')).toBeInTheDocument();
    expect(screen.getByText('Bouwbedrijf Van Leeuwen B.V.')).toBeInTheDocument();
    expect(screen.getByText('Actief')).toBeInTheDocument();
    expect(screen.getByText('01-02-2014')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Hoogte pensioen' })).toHaveAttribute(
      'href',
      '/mijn-pensioen/hoogte-pensioen',
    );
    expect(screen.getByRole('link', { name: 'Gegevens en premies' })).toBeInTheDocument();
  });
});

describe('AmountPage', () => {
  const page = <AmountPage titleId="route.myPension.amount" />;

  it('shows skeletons while projections and investments load', () => {
    renderPage(page, { answers: { ...memberAnswers, ...pending(PROJECTIONS, UNIT_LINK) } });
    expect(within(screen.getByTestId('amount-expected')).getByTestId('loading')).toBeVisible();
    expect(within(screen.getByTestId('amount-investments')).getByTestId('loading')).toBeVisible();
  });

  it('shows an error per part', async () => {
    renderPage(page, { answers: { ...memberAnswers, ...failing(UNIT_LINK) } });
    expect(
      await within(screen.getByTestId('amount-investments')).findByTestId('load-error'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('expected-amount')).toHaveTextContent(
      '€ 38.640 bruto per jaar',
    );
  });

  it('shows the scenarios as a chart with a table, and the investments over time', async () => {
    renderPage(page, { answers: memberAnswers });
    expect(await screen.findByTestId('expected-amount')).toBeInTheDocument();
    expect(screen.getByText('67 jaar en 3 maanden')).toBeInTheDocument();
    const chart = screen.getByTestId('projection-chart');
    const table = within(chart).getByRole('table', { hidden: true });
    expect(within(table).getByRole('rowheader', { hidden: true })).toHaveTextContent(
      'Pensioen uit beleggingen',
    );
    expect(table).toHaveTextContent('€ 27.150');
    expect(table).toHaveTextContent('€ 52.980');
    await userEvent.click(within(chart).getByRole('button', { name: 'Toon de cijfers als tabel' }));
    expect(within(chart).getByRole('button', { name: 'Verberg de tabel' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await screen.findByTestId('invested-value')).toHaveTextContent('€ 142.319');
    expect(within(screen.getByTestId('value-chart')).getByText('31-12-2025')).toBeInTheDocument();
    // A WNP scheme has no insured pension part.
    expect(screen.queryByTestId('amount-wtp')).toBeNull();
  });
});

describe('FundsPage', () => {
  const page = <FundsPage titleId="route.myPension.funds" />;

  it('shows a skeleton while the funds load', () => {
    renderPage(page, { answers: { ...memberAnswers, ...pending(UNIT_LINK) } });
    expect(screen.getAllByTestId('loading').length).toBeGreaterThan(0);
  });

  it('shows an error when the funds cannot be fetched', async () => {
    renderPage(page, { answers: { ...memberAnswers, ...failing(UNIT_LINK) } });
    expect(await screen.findAllByTestId('load-error')).not.toHaveLength(0);
  });

  it('lists the funds with prices, split and target, and links to fact sheets', async () => {
    renderPage(page, { answers: memberAnswers });
    const table = await screen.findByTestId('funds-table');
    const row = within(table).getByRole('row', {
      name: /Duurzaam Aandelenfonds.*ISIN NL0012042461/,
    });
    expect(row).toHaveTextContent('€ 41,24');
    expect(row).toHaveTextContent('19-11-2026');
    expect(row).toHaveTextContent('€ 73.721');
    expect(row).toHaveTextContent('51,8%');
    expect(row).toHaveTextContent('50%');
    expect(
      await within(table).findByRole('link', {
        name: /^a\.s\.r\. Duurzaam Aandelenfonds\s*\(opent/,
      }),
    ).toHaveAttribute('href', 'https://fondsinformatie.stub.example/asr/NL0012042461');
    expect(
      within(screen.getByTestId('split-chart')).getAllByRole('row', { hidden: true }),
    ).toHaveLength(5);
    expect(await screen.findByText('61,4 ton CO2 per miljoen euro')).toBeInTheDocument();
  });

  it('says so when the member does not invest', async () => {
    renderPage(page, {
      answers: {
        ...memberAnswers,
        [UNIT_LINK]: { ...pension.unitLink, portfolioInformationCollection: [] },
      },
    });
    expect(await screen.findByTestId('no-funds')).toBeInTheDocument();
  });
});

describe('DataPage', () => {
  const page = <DataPage titleId="route.myPension.data" />;

  it('shows skeletons, then an error per failing part', async () => {
    renderPage(page, {
      answers: { ...memberAnswers, ...pending(EMPLOYMENT), ...failing(FRANCHISE) },
    });
    expect(within(screen.getByTestId('data-employment')).getByTestId('loading')).toBeVisible();
    expect(
      await within(screen.getByTestId('data-contribution')).findByTestId('load-error'),
    ).toBeInTheDocument();
  });

  it('shows salary, contribution basis and premiums', async () => {
    renderPage(page, { answers: memberAnswers });
    expect(await screen.findByTestId('pensionable-salary')).toHaveTextContent('€ 156.400');
    expect(await screen.findByTestId('yearly-premium')).toHaveTextContent(
      '€ 14.312 per jaar (€ 1.193 per maand)',
    );
    expect(screen.getByRole('row', { name: /45 tot en met 49 jaar/ })).toHaveTextContent('11,7%');
    expect(await screen.findByRole('row', { name: /Wezenpensioen/ })).toHaveTextContent('€ 8.562');
  });

  it('a 404 on employment means no current employment', async () => {
    renderPage(page, {
      answers: { ...memberAnswers, [EMPLOYMENT]: { status: 404, body: { message: 'none' } } },
    });
    expect(await screen.findByTestId('no-employment')).toBeInTheDocument();
  });
});

describe('PartnerChildrenPage', () => {
  const page = <PartnerChildrenPage titleId="route.myPension.partnerChildren" />;

  it('shows skeletons and errors', async () => {
    renderPage(page, { answers: { ...memberAnswers, ...failing('/plexus/personDetailsQuery') } });
    expect(within(screen.getByTestId('partner-pension')).getByTestId('loading')).toBeVisible();
    expect(await within(screen.getByTestId('partner')).findByTestId('load-error')).toBeVisible();
  });

  it('shows the partner, the partner pension and the children', async () => {
    renderPage(page, { answers: memberAnswers, english: true });
    await expectHeading('Partner and children');
    expect(await screen.findByText('Sanne Bakker')).toBeInTheDocument();
    expect(screen.getByText('Married')).toBeInTheDocument();
    expect(await screen.findByTestId('partner-before')).toHaveTextContent('€42,812 gross a year');
    expect(await screen.findByText('Daan de Vries')).toBeInTheDocument();
    expect(screen.getByTestId('orphan-pension')).toHaveTextContent('€8,562 gross a year');
  });

  it('says so when there is no partner or child', async () => {
    renderPage(page, {
      answers: {
        ...memberAnswers,
        '/plexus/personDetailsQuery': { personDetailsInfo: { basicPersonInfo: {} } },
      },
    });
    expect(await screen.findByTestId('no-partner')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('no-children')).toBeInTheDocument());
  });
});
