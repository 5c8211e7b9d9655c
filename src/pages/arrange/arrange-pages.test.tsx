import { screen, waitFor, within } from '@testing-library/react';
import { memberAnswers, pension } from '../testing/fixtures';
import { expectHeading, failing, pending, renderPage } from '../testing/render-page';
import { AccrualPage } from './accrual-page';
import { AdditionalPartnerPensionPage } from './additional-partner-pension-page';
import { AnwPage } from './anw-page';
import { ArrangePage } from './arrange-page';
import { CombinePensionsPage } from './combine-page';
import { ExtraDepositPage } from './extra-deposit-page';
import { InvestmentFundsPage } from './investment-funds-page';
import { InvestmentPage } from './investment-page';
import { NetPensionChildrenPage, NetPensionPage, NetPensionPartnerPage } from './net-pension-page';
import { PensionAgePage } from './pension-age-page';

const AGES = '/plexus/personalPensionAgeQuery/P1';
const POLICIES = '/plexus/policies/P1';
const SAVINGS = '/plexus/nlCalculatePolicyExtraSavingsQuery/P1';
const UNIT_LINK = '/plexus/policyUnitLinkInfoQuery/P1';
const AGREEMENT = '/plexus/agreementDetailsQuery/P1';

describe('ArrangePage', () => {
  it('shows a skeleton while the flags load, then one card per allowed area', async () => {
    renderPage(<ArrangePage titleId="route.arrange" />, { answers: memberAnswers });
    expect(screen.getByTestId('loading')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Netto pensioen' })).toHaveAttribute(
      'href',
      '/zelf-regelen/netto-pensioen',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });

  it('shows no cards when the member may arrange nothing', async () => {
    renderPage(<ArrangePage titleId="route.arrange" />, {
      answers: {
        ...memberAnswers,
        ...failing(POLICIES, AGREEMENT, '/plexus/nlUcmCalculateProjectionsQuery/P1'),
      },
    });
    expect(await screen.findByTestId('no-arrange-cards')).toBeVisible();
  });
});

describe('PensionAgePage', () => {
  const page = <PensionAgePage titleId="route.arrange.pensionAge" />;

  it('shows a skeleton, then an error when the pension age fails', async () => {
    renderPage(page, { answers: { ...memberAnswers, ...failing(AGES) } });
    expect(within(screen.getByTestId('pension-age-current')).getByTestId('loading')).toBeVisible();
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('shows the current age and leads to the wizard', async () => {
    renderPage(page, { answers: memberAnswers });
    await expectHeading('Pensioenleeftijd');
    expect(await screen.findByTestId('personal-age')).toHaveTextContent('68 jaar');
    expect(screen.getByText('De pensioenleeftijd van uw pensioenregeling')).toBeVisible();
    expect(screen.getByText('14-08-2048')).toBeVisible();
    expect(await screen.findByTestId('area-action')).toHaveAttribute(
      'href',
      '/zelf-regelen/pensioenleeftijd/wijzigen',
    );
  });

  it('stays open while a choice of another area is pending', async () => {
    renderPage(page, {
      answers: {
        ...memberAnswers,
        [POLICIES]: {
          ...pension.policy,
          pendingRequestCollection: [
            {
              requestId: 'REQ-88120',
              requestType: { code: 'INVESTMENT_CHOICE', description: 'Beleggingskeuze' },
              requestDate: '2026-11-10',
              status: { code: 'PENDING', description: 'In behandeling' },
              description: 'Van lifecycle Neutraal naar lifecycle Offensief',
            },
          ],
        },
      },
    });
    expect(await screen.findByTestId('area-action')).toHaveAttribute(
      'href',
      '/zelf-regelen/pensioenleeftijd/wijzigen',
    );
    expect(screen.queryByTestId('pending-request')).toBeNull();
  });

  it('a definitive age cannot change any more', async () => {
    renderPage(page, {
      answers: {
        ...memberAnswers,
        [AGES]: { ...pension.personalPensionAge, finalPersonalPensionAge: { year: 67, month: 0 } },
      },
    });
    expect(await screen.findByTestId('final-age')).toHaveTextContent('vastgelegd op 67 jaar');
    expect(screen.queryByTestId('area-action')).toBeNull();
  });
});

describe('ExtraDepositPage', () => {
  const page = <ExtraDepositPage titleId="route.arrange.extraDeposit" />;

  it('shows a skeleton, then an error when the savings fail', async () => {
    renderPage(page, { answers: { ...memberAnswers, ...failing(SAVINGS) } });
    expect(screen.getAllByTestId('loading').length).toBeGreaterThan(0);
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('shows room left, the history and the way to deposit', async () => {
    renderPage(page, { answers: memberAnswers });
    expect(await screen.findByTestId('room-gross')).toHaveTextContent('€ 3.350');
    expect(screen.getByText('Bruto en netto')).toBeVisible();
    const history = screen.getByTestId('deposit-history');
    expect(within(history).getAllByRole('row')).toHaveLength(4);
    expect(within(history).getByRole('row', { name: /15-12-2025/ })).toHaveTextContent('€ 3.000');
    expect(await screen.findByTestId('area-action')).toHaveAttribute(
      'href',
      '/zelf-regelen/extra-inleggen/wijzigen',
    );
  });

  it('writes the amounts as English does on an English page', async () => {
    renderPage(page, { answers: memberAnswers, english: true });
    const room = await screen.findByTestId('room-gross');
    // Dutch until the English texts have arrived, then English throughout.
    await waitFor(() => expect(room).toHaveTextContent('€3,350'));
    const history = screen.getByTestId('deposit-history');
    expect(within(history).getByRole('row', { name: /15-12-2025/ })).toHaveTextContent('€3,000');
  });

  it('a pending deposit blocks a new one until next month', async () => {
    renderPage(page, {
      answers: {
        ...memberAnswers,
        [POLICIES]: {
          ...pension.policy,
          pendingRequestCollection: [
            {
              requestId: 'REQ-1',
              requestType: { code: 'EXTRA_DEPOSIT', description: 'Extra inleg' },
              requestDate: '2026-11-20',
              status: { code: 'PENDING', description: 'In behandeling' },
              description: 'Extra inleg € 2.000',
            },
          ],
        },
      },
    });
    expect(await screen.findByTestId('pending-request')).toHaveTextContent('Extra inleg € 2.000');
    expect(screen.queryByTestId('area-action')).toBeNull();
  });
});

describe('InvestmentPage and InvestmentFundsPage', () => {
  it('shows a skeleton, then an error', async () => {
    renderPage(<InvestmentPage titleId="route.arrange.investment" />, {
      answers: { ...memberAnswers, ...failing(UNIT_LINK) },
    });
    expect(within(screen.getByTestId('investment-current')).getByTestId('loading')).toBeVisible();
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('shows the profile and target split, and a pending choice instead of the button', async () => {
    renderPage(<InvestmentPage titleId="route.arrange.investment" />, {
      answers: {
        ...memberAnswers,
        [POLICIES]: {
          ...pension.policy,
          pendingRequestCollection: [
            {
              requestId: 'REQ-88120',
              requestType: { code: 'INVESTMENT_CHOICE', description: 'Beleggingskeuze' },
              requestDate: '2026-11-10',
              status: { code: 'PENDING', description: 'In behandeling' },
              description: 'Van lifecycle Neutraal naar lifecycle Offensief',
            },
          ],
        },
      },
    });
    expect(await screen.findByTestId('investment-profile')).toHaveTextContent('Lifecycle Neutraal');
    expect(screen.getByRole('row', { name: /Staatsobligatiefonds/ })).toHaveTextContent('15%14,5%');
    expect(await screen.findByTestId('pending-request')).toHaveTextContent(
      'Van lifecycle Neutraal naar lifecycle Offensief',
    );
  });

  it('lists the funds on offer and goes back where the member came from', async () => {
    renderPage(<InvestmentFundsPage titleId="route.arrange.investment.funds" />, {
      route: '/zelf-regelen/beleggingskeuze/fondsen/wijzigen',
      path: '/zelf-regelen/beleggingskeuze/fondsen/:src',
      answers: memberAnswers,
    });
    const row = await screen.findByRole('row', { name: /Liquiditeitenfonds/ });
    expect(row).toHaveTextContent('1 van 7');
    expect(row).toHaveTextContent('€ 10,02');
    expect(row).toHaveTextContent('0,05%');
    expect(screen.getByRole('link', { name: 'Terug' })).toHaveAttribute(
      'href',
      '/zelf-regelen/beleggingskeuze/wijzigen',
    );
  });
});

describe('AccrualPage', () => {
  it('shows skeletons, then how the member builds up a pension', async () => {
    renderPage(<AccrualPage titleId="route.arrange.accrual" />, {
      answers: { ...memberAnswers, ...pending(UNIT_LINK) },
    });
    expect(screen.getAllByTestId('loading').length).toBeGreaterThan(0);
  });

  it('shows an error when a query fails', async () => {
    renderPage(<AccrualPage titleId="route.arrange.accrual" />, {
      answers: { ...memberAnswers, ...failing(UNIT_LINK) },
    });
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('waits for fund trades still being carried out, with the general text', async () => {
    renderPage(<AccrualPage titleId="route.arrange.accrual" />, {
      answers: {
        ...memberAnswers,
        [UNIT_LINK]: {
          ...pension.unitLink,
          pendingTradesCollection: [
            { tradeId: 'TR-1', tradeType: { code: 'SWITCH' }, fundName: 'Aandelenfonds' },
          ],
        },
      },
    });
    expect(await screen.findByTestId('pending-request')).toHaveTextContent(
      'Daarom kunt u deze keuze pas volgende maand bekijken en doorgeven.',
    );
    expect(screen.queryByTestId('area-action')).toBeNull();
  });

  it('an investing member builds up by investing', async () => {
    renderPage(<AccrualPage titleId="route.arrange.accrual" />, { answers: memberAnswers });
    expect(await screen.findByTestId('accrual-manner')).toHaveTextContent('Door te beleggen');
  });
});

describe('AnwPage', () => {
  it('shows a skeleton, then an error when the cover frame fails', async () => {
    renderPage(<AnwPage titleId="route.arrange.anw" />, {
      answers: { ...memberAnswers, ...failing('/plexus/coverChangeEventFrameQuery/P1') },
    });
    expect(screen.getAllByTestId('loading').length).toBeGreaterThan(0);
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('shows whether the member is insured and an indicative monthly premium', async () => {
    renderPage(<AnwPage titleId="route.arrange.anw" />, { answers: memberAnswers });
    expect(await screen.findByTestId('anw-has')).toHaveTextContent('U bent niet verzekerd');
    expect(screen.getByText('€ 19.260 bruto per jaar')).toBeVisible();
    expect(screen.getByTestId('anw-premium')).toHaveTextContent('€ 21 per maand');
    expect(await screen.findByTestId('area-action')).toHaveAttribute(
      'href',
      '/zelf-regelen/anw-pensioen/wijzigen',
    );
  });
});

describe('NetPensionPage', () => {
  it('shows skeletons, then an error when the agreement fails', async () => {
    renderPage(<NetPensionPage titleId="route.arrange.netPension" />, {
      answers: { ...memberAnswers, ...failing(AGREEMENT) },
    });
    expect(within(screen.getByTestId('net-cover')).getByTestId('loading')).toBeVisible();
    expect(await within(screen.getByTestId('net-cover')).findByTestId('load-error')).toBeVisible();
  });

  it('shows the salary above the tax maximum and what the net scheme offers', async () => {
    renderPage(<NetPensionPage titleId="route.arrange.netPension" />, { answers: memberAnswers });
    expect(await screen.findByTestId('net-above')).toHaveTextContent('€ 15.604');
    expect(await screen.findByTestId('net-participating')).toHaveTextContent('Nee');
    expect(screen.getByRole('link', { name: 'Netto pensioen voor uw partner' })).toHaveAttribute(
      'href',
      '/zelf-regelen/netto-pensioen/voor-partner',
    );
    expect(await screen.findByTestId('area-action')).toHaveAttribute(
      'href',
      '/zelf-regelen/netto-pensioen/wijzigen',
    );
  });

  it('has parts for the partner and the children', async () => {
    const { unmount } = renderPage(
      <NetPensionPartnerPage titleId="route.arrange.netPension.forPartner" />,
      {
        answers: memberAnswers,
      },
    );
    await expectHeading('Netto pensioen voor uw partner');
    expect(await screen.findByText(/Met netto partnerpensioen/)).toBeVisible();
    unmount();
    renderPage(<NetPensionChildrenPage titleId="route.arrange.netPension.forChildren" />, {
      answers: memberAnswers,
    });
    expect(await screen.findByText('Aantal kinderen bij ons bekend')).toBeVisible();
  });
});

describe('AdditionalPartnerPensionPage', () => {
  it('shows a skeleton, then an error', async () => {
    renderPage(<AdditionalPartnerPensionPage titleId="route.arrange.additionalPartnerPension" />, {
      answers: { ...memberAnswers, ...failing(AGREEMENT) },
    });
    expect(screen.getAllByTestId('loading').length).toBeGreaterThan(0);
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('shows the offer with an indicative premium and the way to the change wizard', async () => {
    renderPage(<AdditionalPartnerPensionPage titleId="route.arrange.additionalPartnerPension" />, {
      answers: memberAnswers,
    });
    expect(await screen.findByTestId('extra-pp-has')).toHaveTextContent('Nee');
    expect(screen.getByText('€ 10.000 bruto per jaar')).toBeVisible();
    expect(screen.getByText('€ 18 per maand')).toBeVisible();
    expect(await screen.findByTestId('area-action')).toHaveAttribute(
      'href',
      '/zelf-regelen/extra-partnerpensioen/wijzigen',
    );
  });
});

describe('CombinePensionsPage', () => {
  it('shows a skeleton, then an error when the pensions fail', async () => {
    renderPage(<CombinePensionsPage titleId="route.arrange.combine" />, {
      answers: { ...memberAnswers, ...failing('/plexus/employmentPensionInfoQuery') },
    });
    expect(within(screen.getByTestId('combine-pensions')).getByTestId('loading')).toBeVisible();
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('leads to both wizards when no transfer is under way', async () => {
    renderPage(<CombinePensionsPage titleId="route.arrange.combine" />, { answers: memberAnswers });
    expect(await screen.findByRole('link', { name: 'Waardeoverdracht aanvragen' })).toHaveAttribute(
      'href',
      '/zelf-regelen/pensioenen-samenvoegen/aanvragen',
    );
    expect(screen.getByRole('link', { name: 'Akkoordverklaring geven' })).toHaveAttribute(
      'href',
      '/zelf-regelen/pensioenen-samenvoegen/akkoordverklaring',
    );
  });

  it('lists the pensions, a transfer in progress instead of a new request, and the approval', async () => {
    renderPage(<CombinePensionsPage titleId="route.arrange.combine" />, {
      answers: {
        ...memberAnswers,
        [POLICIES]: {
          ...pension.policy,
          pendingRequestCollection: [
            {
              requestId: 'REQ-7',
              requestType: { code: 'VALUE_TRANSFER_IN', description: 'Waardeoverdracht' },
              requestDate: '2026-11-02',
              status: { code: 'PENDING' },
              description: 'Waardeoverdracht van PFZW',
            },
          ],
        },
      },
    });
    expect(await screen.findByRole('row', { name: /Bouwbedrijf Van Leeuwen/ })).toHaveTextContent(
      'P1',
    );
    expect(await screen.findByTestId('combine-pending')).toHaveTextContent(
      'Waardeoverdracht van PFZW, aangevraagd op 02-11-2026.',
    );
    // A transfer under way blocks a new request (rules/pending-choice.json), not an approval.
    expect(await screen.findByTestId('pending-request')).toHaveTextContent(
      'Waardeoverdracht van PFZW',
    );
    expect(screen.queryByRole('link', { name: 'Waardeoverdracht aanvragen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Akkoordverklaring geven' })).toHaveAttribute(
      'href',
      '/zelf-regelen/pensioenen-samenvoegen/akkoordverklaring',
    );
  });
});
