import { screen, waitFor, within } from '@testing-library/react';
import { getSession } from '../../session/session';
import { memberAnswers } from '../testing/fixtures';
import { expectHeading, failing, pending, renderPage } from '../testing/render-page';
import { HomePage } from './home-page';

const page = <HomePage titleId="route.home" />;

describe('HomePage', () => {
  it('shows skeletons while the pension and the messages load', () => {
    renderPage(page, {
      answers: {
        ...memberAnswers,
        ...pending('/plexus/nlUcmCalculateProjectionsQuery/P1', '/messagebox/messages/P1'),
      },
    });
    expect(within(screen.getByTestId('home-summary')).getByTestId('loading')).toBeInTheDocument();
    expect(within(screen.getByTestId('home-messages')).getByTestId('loading')).toBeInTheDocument();
  });

  it('keeps the welcome line free while the name loads, so nothing below moves when it arrives', () => {
    renderPage(page, {
      answers: { ...memberAnswers, ...pending('/plexus/personDetailsQuery') },
    });
    const reserved = screen.getByTestId('home-welcome-reserved');
    expect(reserved).toHaveAttribute('aria-hidden', 'true');
    expect(reserved.textContent).toBe('\u00a0');
  });

  it('shows an error with a retry when a query fails', async () => {
    renderPage(page, {
      answers: { ...memberAnswers, ...failing('/messagebox/messages/P1') },
    });
    const messages = screen.getByTestId('home-messages');
    expect(await within(messages).findByRole('alert')).toHaveTextContent(
      'We kunnen deze gegevens nu niet ophalen',
    );
    expect(within(messages).getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it('shows the expected pension, unread messages and the cards the member may use', async () => {
    renderPage(page, { answers: memberAnswers });
    await expectHeading('Overzicht');
    expect(await screen.findByText('Welkom, J. de Vries')).toBeInTheDocument();
    expect(await screen.findByTestId('home-expected')).toHaveTextContent('€ 38.640 bruto per jaar');
    expect(screen.getByTestId('home-expected')).toHaveTextContent('01-05-2049');
    expect(screen.getByText('68 jaar')).toBeInTheDocument();
    expect(await screen.findByTestId('home-unread-count')).toHaveTextContent(
      'U heeft 2 ongelezen berichten.',
    );
    expect(
      screen.getByRole('link', { name: 'Uw Uniform Pensioenoverzicht 2026 staat klaar' }),
    ).toHaveAttribute('href', '/postvak?bericht=700104');
    // The badge: the session knows the unread messages.
    await waitFor(() =>
      expect(getSession().unreadMessages.map((m) => m.id)).toEqual(['700104', '700103']),
    );
    // Cards by permission flag: an active member with investments, extra deposits and Anw.
    expect(await screen.findByRole('link', { name: 'Pensioenleeftijd' })).toHaveAttribute(
      'href',
      '/zelf-regelen/pensioenleeftijd',
    );
    expect(screen.getByRole('link', { name: 'Extra inleggen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Beleggingskeuze' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anw-pensioen' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bijna met pensioen' })).toBeNull();
  });

  it('speaks English', async () => {
    renderPage(page, { answers: memberAnswers, english: true });
    await expectHeading('Overview');
    expect(await screen.findByTestId('home-expected')).toHaveTextContent('€38,640 gross a year');
  });
});
