import { screen, within } from '@testing-library/react';
import { memberAnswers, pension } from '../testing/fixtures';
import { expectHeading, failing, pending, renderPage } from '../testing/render-page';
import {
  ChoosePensionCombinationPage,
  ChoosePensionGuaranteedPage,
  RetiringSoonCombinationPage,
  RetiringSoonInvestmentPage,
  retirementPath,
} from './retirement-page';

const POLICIES = '/plexus/policies/P1';
const PROJECTIONS = '/plexus/nlUcmCalculateProjectionsQuery/P1';

/** A member retiring in 2027 with an investment and a guaranteed part (member-retiring-combo). */
const combo = {
  ...memberAnswers,
  [POLICIES]: {
    ...pension.policy,
    personalPensionDate: '2027-10-01',
    packageDetailsCollection: [
      {
        ...pension.policy.packageDetailsCollection[0],
        coverDetailsCollection: [
          ...pension.policy.packageDetailsCollection[0]!.coverDetailsCollection,
          {
            policyCoverId: 'COV-1015',
            agreementCoverVariantId: 'ACV-OPGAR',
            coverType: { code: 'OP_GAR', description: 'Gegarandeerd ouderdomspensioen' },
            premium: 0,
            insuredAmount: 9870,
          },
        ],
      },
    ],
  },
  [PROJECTIONS]: {
    personalPensionDate: '2027-10-01',
    nlUcmProjectionsDCCqCollection: [
      {
        groupIdentifier: 'Opbouw UL Bruto',
        paymentCollection: [
          {
            paymentType: 'OP',
            expectedNominal: 13950,
            pessimisticNominal: 12880,
            optimisticNominal: 15120,
          },
          {
            paymentType: 'PP',
            expectedNominal: 9765,
            pessimisticNominal: 6836,
            optimisticNominal: 13378,
          },
        ],
      },
      {
        groupIdentifier: 'Opbouw Verzekerd Pensioen',
        paymentCollection: [
          {
            paymentType: 'OP',
            expectedNominal: 9870,
            pessimisticNominal: 9870,
            optimisticNominal: 9870,
          },
          {
            paymentType: 'PP',
            expectedNominal: 6909,
            pessimisticNominal: 6909,
            optimisticNominal: 6909,
          },
        ],
      },
    ],
  },
};

describe('retirementPath', () => {
  it('gives each kind and variant its spec path', () => {
    expect(retirementPath('soon', 'investment')).toBe('/zelf-regelen/bijna-met-pensioen');
    expect(retirementPath('soon', 'guaranteed')).toBe(
      '/zelf-regelen/bijna-met-pensioen-gegarandeerd',
    );
    expect(retirementPath('choose', 'combination')).toBe(
      '/zelf-regelen/pensioen-kiezen-keuzescherm',
    );
  });
});

describe('nearing retirement', () => {
  it('shows skeletons while loading and an error when the projections fail', async () => {
    renderPage(<RetiringSoonInvestmentPage titleId="route.arrange.retiringSoon" />, {
      answers: { ...combo, ...pending(POLICIES), ...failing(PROJECTIONS) },
    });
    expect(within(screen.getByTestId('retirement-when')).getByTestId('loading')).toBeVisible();
    expect(
      await within(screen.getByTestId('retirement-expect')).findByTestId('load-error'),
    ).toBeVisible();
  });

  it('the investment variant shows only the investment part with its scenarios', async () => {
    renderPage(<RetiringSoonInvestmentPage titleId="route.arrange.retiringSoon" />, {
      answers: combo,
    });
    await expectHeading('Bijna met pensioen');
    expect(await screen.findByTestId('retirement-date')).toHaveTextContent('01-10-2027');
    expect(await screen.findByTestId('retirement-total')).toHaveTextContent(
      '€ 13.950 bruto per jaar',
    );
    expect(screen.queryByTestId('retirement-guaranteed')).toBeNull();
    expect(screen.getByTestId('retirement-chart')).toBeInTheDocument();
    expect(await screen.findByTestId('retirement-investments')).toBeInTheDocument();
  });

  it('the combination variant adds the guaranteed part and a total', async () => {
    renderPage(<RetiringSoonCombinationPage titleId="route.arrange.retiringSoon.choice" />, {
      answers: combo,
    });
    expect(await screen.findByTestId('retirement-total')).toHaveTextContent(
      '€ 23.820 bruto per jaar',
    );
    expect(screen.getByTestId('retirement-guaranteed')).toHaveTextContent('€ 9.870 bruto per jaar');
    const table = within(screen.getByTestId('retirement-chart')).getByRole('table', {
      hidden: true,
    });
    expect(
      within(table)
        .getAllByRole('rowheader', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['Pensioen uit beleggingen', 'Gegarandeerd pensioen', 'Totaal']);
  });
});

describe('pension choice', () => {
  it('the guaranteed variant shows the fixed amount and the choices without fixed or variable', async () => {
    renderPage(<ChoosePensionGuaranteedPage titleId="route.arrange.choosePension.guaranteed" />, {
      answers: combo,
    });
    expect(await screen.findByTestId('retirement-total')).toHaveTextContent(
      '€ 9.870 bruto per jaar',
    );
    expect(screen.queryByTestId('retirement-chart')).toBeNull();
    const choices = screen.getByTestId('retirement-choices');
    expect(within(choices).getByRole('heading', { name: 'Een bedrag ineens' })).toBeVisible();
    expect(
      within(choices).queryByRole('heading', { name: 'Een vaste of een variabele uitkering' }),
    ).toBeNull();
    expect(screen.getByRole('link', { name: /Bijna met pensioen/ })).toHaveAttribute(
      'href',
      '/zelf-regelen/bijna-met-pensioen-gegarandeerd',
    );
  });

  it('the combination variant offers a fixed or variable benefit, in English too', async () => {
    renderPage(<ChoosePensionCombinationPage titleId="route.arrange.choosePension.choice" />, {
      answers: combo,
      english: true,
    });
    expect(
      await screen.findByRole('heading', { name: 'A fixed or a variable benefit' }),
    ).toBeVisible();
    expect(await screen.findByTestId('retirement-total')).toHaveTextContent('€23,820 gross a year');
  });
});
