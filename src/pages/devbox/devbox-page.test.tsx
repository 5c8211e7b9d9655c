import { screen, within } from '@testing-library/react';
import { expectHeading, failing, pending, renderPage } from '../testing/render-page';
import { DevboxPage } from './devbox-page';
import { flowNames } from './flow-previews';
import { parsePersonas } from './use-stub-personas';

const SETTINGS = '/settings?includeFeatureFlags=true';
const personas = [
  {
    id: 'member-active',
    kind: 'member',
    name: 'J. (Jan) de Vries',
    personId: '20045871',
    description: 'Active (REG) WNP member',
    policyIds: ['2100458712'],
    faults: [],
  },
  {
    id: 'fault-pna',
    kind: 'member',
    name: 'K. (Karin) Bos',
    description: 'PNA',
    policyIds: ['2100484341'],
    faults: [{ fault: 'pna', path: '/plexus/policies/*' }],
  },
];

describe('DevboxPage', () => {
  it('shows skeletons while settings and personas load', () => {
    renderPage(<DevboxPage titleId="route.devbox" />, {
      answers: pending(SETTINGS, '/__stub/personas'),
    });
    expect(within(screen.getByTestId('devbox-flags')).getByTestId('loading')).toBeVisible();
    expect(within(screen.getByTestId('devbox-personas')).getByTestId('loading')).toBeVisible();
  });

  it('shows errors when settings or personas cannot be fetched', async () => {
    renderPage(<DevboxPage titleId="route.devbox" />, {
      answers: failing(SETTINGS, '/__stub/personas'),
    });
    expect(
      await within(screen.getByTestId('devbox-flags')).findByTestId('load-error'),
    ).toBeVisible();
    expect(
      await within(screen.getByTestId('devbox-personas')).findByTestId('load-error'),
    ).toBeVisible();
  });

  it('shows environment, feature flags, personas to sign in as, and the flows', async () => {
    renderPage(<DevboxPage titleId="route.devbox" />, {
      answers: {
        [SETTINGS]: {
          environment: 'test',
          featureToggles: [
            { key: 'AccessForDivorced', isEnabled: false },
            { key: 'AllowEnglish', isEnabled: true },
          ],
        },
        '/__stub/personas': personas,
      },
    });
    await expectHeading('Devbox');
    expect(within(screen.getByTestId('devbox-environment')).getByText('1.30.1')).toBeVisible();
    expect(await screen.findByText('AllowEnglish')).toBeVisible();
    expect(screen.getByText('AccessForDivorced').nextSibling).toHaveTextContent('Uit');
    expect(await screen.findByRole('link', { name: 'fault-pna' })).toHaveAttribute(
      'href',
      '/stub-login?personId=fault-pna',
    );
    expect(screen.getByText('PNA [pna]')).toBeVisible();
    const flows = screen.getByTestId('devbox-flows');
    for (const name of flowNames) {
      expect(within(flows).getByRole('link', { name })).toHaveAttribute(
        'href',
        `/devbox/flows/${name}`,
      );
    }
  });
});

describe('parsePersonas', () => {
  it('reads what the devbox shows and skips entries without an id', () => {
    expect(parsePersonas([...personas, { name: 'x' }, 'junk'])).toEqual([
      {
        id: 'member-active',
        kind: 'member',
        name: 'J. (Jan) de Vries',
        description: 'Active (REG) WNP member',
        policyIds: ['2100458712'],
        faults: [],
      },
      {
        id: 'fault-pna',
        kind: 'member',
        name: 'K. (Karin) Bos',
        description: 'PNA',
        policyIds: ['2100484341'],
        faults: ['pna'],
      },
    ]);
  });
});
