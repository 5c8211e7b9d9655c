import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from '../../session/session';
import { memberAnswers } from '../testing/fixtures';
import { expectHeading, failing, pending, renderPage, type Answer } from '../testing/render-page';
import { AdvisorPage } from './advisor-page';
import { MyDataPage } from './my-data-page';
import { PartnerPage } from './partner-page';
import { ProfilePage } from './profile-page';

const PERSON = '/plexus/personDetailsQuery';
const accepted = { commandId: 'CMD-1', status: 'Accepted' };

describe('ProfilePage', () => {
  it('shows a skeleton, then an error when the person cannot be fetched', async () => {
    renderPage(<ProfilePage titleId="route.profile" />, {
      answers: { ...memberAnswers, ...failing(PERSON) },
    });
    expect(within(screen.getByTestId('profile-summary')).getByTestId('loading')).toBeVisible();
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('shows name and e-mail and the ways on; the advisor card by permission', async () => {
    renderPage(<ProfilePage titleId="route.profile" />, { answers: memberAnswers });
    await expectHeading('Mijn profiel');
    expect(await screen.findByText('Jan de Vries')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mijn gegevens' })).toHaveAttribute(
      'href',
      '/mijn-profiel/mijn-gegevens',
    );
    expect(await screen.findByRole('link', { name: 'Mijn adviseur' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Overzicht pensioenen' })).toBeNull();
  });
});

describe('MyDataPage', () => {
  const page = <MyDataPage titleId="route.profile.myData" />;

  it('shows a skeleton while loading', () => {
    renderPage(page, { answers: { ...memberAnswers, ...pending(PERSON) } });
    expect(screen.getByTestId('loading')).toBeVisible();
  });

  it('shows an error when the person cannot be fetched', async () => {
    renderPage(page, { answers: { ...memberAnswers, ...failing(PERSON) } });
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('shows person and contact details with the BSN masked', async () => {
    renderPage(page, { answers: memberAnswers });
    expect(await screen.findByTestId('bsn')).toHaveTextContent('*****0378');
    expect(screen.queryByText('870110378')).toBeNull();
    expect(screen.getByText('14-05-1981')).toBeInTheDocument();
    expect(screen.getByText('Gehuwd')).toBeInTheDocument();
    expect(screen.getByText('Utrechtseweg 45 B')).toBeInTheDocument();
    expect(screen.getByText('3818 EA Amersfoort')).toBeInTheDocument();
    expect(screen.getByText('Digitaal (e-mail en Mijn pensioen)')).toBeInTheDocument();
  });

  it('changes the communication language with updatePersonCommand', async () => {
    const { requests } = renderPage(page, {
      answers: { ...memberAnswers, '/plexus/updatePersonCommand': accepted },
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Engels' }));
    await userEvent.click(screen.getByRole('button', { name: 'Taalvoorkeur opslaan' }));
    expect(await screen.findByText('Uw taalvoorkeur is opgeslagen.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      url: '/plexus/updatePersonCommand',
      method: 'POST',
      body: {
        personId: '20045871',
        contactDetails: { communicationLanguagePreference: { code: 'en' } },
      },
    });
  });

  it('a read-only session is refused before anything is sent', async () => {
    const { requests } = renderPage(page, {
      answers: memberAnswers,
      session: { authMethod: 'AAD' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Taalvoorkeur opslaan' }));
    await waitFor(() => expect(getSession().showReadOnlyPermissionModal).toBe(true));
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(screen.queryByText('Uw taalvoorkeur is opgeslagen.')).toBeNull();
  });

  it('a failed save opens the save-failed modal', async () => {
    renderPage(page, {
      answers: { ...memberAnswers, ...failing('/plexus/updatePersonCommand') },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Taalvoorkeur opslaan' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Opslaan niet gelukt');
  });
});

describe('PartnerPage', () => {
  const page = <PartnerPage titleId="route.profile.partner" />;

  it('shows a skeleton, then the partner with a masked BSN and the ways to report changes', async () => {
    renderPage(page, { answers: memberAnswers });
    expect(screen.getByTestId('loading')).toBeVisible();
    expect(await screen.findByTestId('partner-bsn')).toHaveTextContent('*****9128');
    expect(screen.getByRole('link', { name: 'Nieuwe partner doorgeven' })).toHaveAttribute(
      'href',
      '/mijn-profiel/mijn-partner/doorgeven',
    );
    expect(screen.getByRole('link', { name: 'Uit elkaar gaan doorgeven' })).toHaveAttribute(
      'href',
      '/mijn-profiel/mijn-partner/uit-elkaar',
    );
  });

  it('shows an error when the person cannot be fetched', async () => {
    renderPage(page, { answers: { ...memberAnswers, ...failing(PERSON) } });
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });
});

describe('AdvisorPage', () => {
  const page = <AdvisorPage titleId="route.profile.advisor" />;

  it('shows a skeleton, then an error when the advisors cannot be fetched', async () => {
    renderPage(page, { answers: { ...memberAnswers, ...failing('/plexus/getAdvisorDetails/P1') } });
    expect(screen.getByTestId('loading')).toBeVisible();
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('grants an advisor permission through ParticipantPermission/create', async () => {
    const answers: Record<string, Answer> = {
      ...memberAnswers,
      '/ParticipantPermission/create': { ...accepted, permissionId: 'PERM-9' },
    };
    const { requests } = renderPage(page, { answers });
    const card = await screen.findByTestId('advisor-7300518');
    expect(within(card).getByText('Utrecht')).toBeInTheDocument();
    answers['/ParticipantPermission/list'] = [
      {
        permissionId: 'PERM-9',
        to: '7300518',
        relatesTo: '4100123',
        createdAt: '2026-11-21T10:00:00+01:00',
      },
    ];
    await userEvent.click(within(card).getByRole('button', { name: 'Toestemming geven' }));
    expect(await screen.findByTestId('permission-given')).toHaveTextContent('21-11-2026');
    expect(screen.getByTestId('grant-status')).toHaveTextContent('Uw toestemming is doorgegeven.');
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/ParticipantPermission/create',
      body: { to: '7300518', relatesTo: '4100123' },
    });
  });

  it('shows a permission already given', async () => {
    renderPage(page, {
      answers: {
        ...memberAnswers,
        '/ParticipantPermission/list': [
          {
            permissionId: 'PERM-5001',
            to: '7300518',
            relatesTo: '4100123',
            createdAt: '2025-04-02T10:12:00+02:00',
          },
        ],
      },
    });
    expect(await screen.findByTestId('permission-given')).toHaveTextContent('02-04-2025');
    expect(screen.queryByRole('button', { name: 'Toestemming geven' })).toBeNull();
  });
});
