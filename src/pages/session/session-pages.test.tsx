import { screen, waitFor } from '@testing-library/react';
import nl from '../../../locales/nl-NL.json';
import { renderWithPortal } from '../../ui/testing/render';
import { AccessDeniedPage } from './access-denied-page';
import { reasonCodes, reasonMessage } from './access-denied-reasons';
import { MaintenancePage } from './maintenance-page';
import { NotFoundPage } from './not-found-page';

const dutch = nl as Record<string, string>;

describe('AccessDeniedPage', () => {
  it('knows every reason code of the spec', () => {
    expect(reasonCodes.sort()).toEqual(
      [
        'BPP',
        'URM',
        'PNA',
        'POH',
        'DIS',
        'RET',
        'END',
        'LPA.CLO',
        'LPA.RET',
        'LPA.DIS',
        'PHOL',
        'DEC',
        'SPL',
      ].sort(),
    );
  });

  it.each(reasonCodes)('explains code %s and shows the code', (code) => {
    renderWithPortal(<AccessDeniedPage />, { route: `/foutmelding?code=${code}` });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Geen toegang');
    const text = dutch[reasonMessage(code).id];
    expect(text).toBeTruthy();
    expect(screen.getByText(text as string)).toBeInTheDocument();
    expect(screen.getByTestId('access-denied-code')).toHaveTextContent(`Foutcode: ${code}`);
  });

  it('gives every code its own text', () => {
    const texts = new Set(reasonCodes.map((code) => dutch[reasonMessage(code).id]));
    expect(texts.size).toBe(reasonCodes.length);
  });

  it('without a code shows the general text and no code', () => {
    renderWithPortal(<AccessDeniedPage />, { route: '/foutmelding' });
    expect(screen.getByText('U heeft geen toegang tot deze pagina.')).toBeInTheDocument();
    expect(screen.queryByTestId('access-denied-code')).toBeNull();
  });

  it('takes the code from the session', () => {
    renderWithPortal(<AccessDeniedPage />, {
      route: '/foutmelding',
      session: { policyOrPackageDeniedErrorCode: 'POH' },
    });
    expect(screen.getByTestId('access-denied-code')).toHaveTextContent('POH');
  });

  it('speaks English too', async () => {
    renderWithPortal(<AccessDeniedPage />, {
      route: '/foutmelding?code=PNA',
      session: { temporaryLocale: 'en-GB' },
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('No access'),
    );
    expect(screen.getByTestId('access-denied-code')).toHaveTextContent('Error code: PNA');
  });
});

describe('MaintenancePage and NotFoundPage', () => {
  it('maintenance has an h1 in Dutch and English', async () => {
    const { ports } = renderWithPortal(<MaintenancePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'We zijn bezig met onderhoud',
    );
    ports.updateSession({ temporaryLocale: 'en-GB' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'We are carrying out maintenance',
      ),
    );
  });

  it('not found has an h1 and a link home', () => {
    renderWithPortal(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pagina niet gevonden');
    expect(screen.getByRole('link', { name: 'Naar de homepagina' })).toHaveAttribute('href', '/');
  });
});
