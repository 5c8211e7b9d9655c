import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from '../../session/session';
import { memberAnswers, messageList, pension } from '../testing/fixtures';
import { expectHeading, failing, pending, renderPage, type Answer } from '../testing/render-page';
import { InboxPage } from './inbox-page';
import { DivorcedPage, SeparatedPage } from './separation-page';

const MESSAGES = '/messagebox/messages/P1';
const DOCUMENTS = '/PolicyDocuments/getPolicyDocuments/P1';
const AGREEMENT_DOCUMENTS = '/PolicyDocuments/getAgreementDocuments/P1';

describe('InboxPage', () => {
  const page = <InboxPage titleId="route.inbox" />;

  it('shows skeletons while messages and documents load', () => {
    renderPage(page, { answers: { ...memberAnswers, ...pending(MESSAGES, DOCUMENTS) } });
    expect(within(screen.getByTestId('inbox-messages')).getByTestId('loading')).toBeVisible();
    expect(within(screen.getByTestId('inbox-documents')).getByTestId('loading')).toBeVisible();
  });

  it('shows an error per list, with a retry that asks again', async () => {
    const answers: Record<string, Answer> = { ...memberAnswers, ...failing(AGREEMENT_DOCUMENTS) };
    const { fetched } = renderPage(page, { answers });
    const part = screen.getByTestId('inbox-agreement-documents');
    await within(part).findByTestId('load-error');
    answers[AGREEMENT_DOCUMENTS] = pension.agreementDocuments;
    await userEvent.click(within(part).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await within(part).findByText('Pensioen 1-2-3 Bouwbedrijf Van Leeuwen')).toBeVisible();
    expect(fetched.filter((url) => url === AGREEMENT_DOCUMENTS)).toHaveLength(2);
  });

  it('lists messages with their status and fills the unread badge', async () => {
    renderPage(page, { answers: memberAnswers });
    await expectHeading('Postvak');
    expect(await screen.findByTestId('inbox-unread')).toHaveTextContent(
      'U heeft 2 ongelezen berichten.',
    );
    expect(within(screen.getByTestId('message-700104')).getByText('Ongelezen')).toBeVisible();
    expect(within(screen.getByTestId('message-700102')).queryByText('Ongelezen')).toBeNull();
    await waitFor(() => expect(getSession().unreadMessages).toHaveLength(2));
  });

  it('opening a message fetches it, which marks it read, then asks for the list again', async () => {
    const answers: Record<string, Answer> = {
      ...memberAnswers,
      '/messagebox/message/700104': { ...pension.messages[0], status: 'Gelezen', policyId: 'P1' },
    };
    const { fetched } = renderPage(page, { answers });
    const item = await screen.findByTestId('message-700104');
    answers[MESSAGES] = messageList.map((message) =>
      message.id === '700104' ? { ...message, status: 'Gelezen' } : message,
    );
    const toggle = within(item).getByRole('button', { name: /Uniform Pensioenoverzicht 2026/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(item).findByTestId('message-body')).toHaveTextContent(
      'Uw Uniform Pensioenoverzicht 2026 staat voor u klaar.',
    );
    await waitFor(() =>
      expect(screen.getByTestId('inbox-unread')).toHaveTextContent('U heeft 1 ongelezen bericht.'),
    );
    await waitFor(() => expect(getSession().unreadMessages.map((m) => m.id)).toEqual(['700103']));
    expect(fetched.filter((url) => url === MESSAGES)).toHaveLength(2);
  });

  it('a ?bericht= link opens that message', async () => {
    renderPage(page, {
      route: '/postvak?bericht=700103',
      answers: {
        ...memberAnswers,
        '/messagebox/message/700103': { ...pension.messages[1], policyId: 'P1' },
      },
    });
    const item = await screen.findByTestId('message-700103');
    expect(await within(item).findByTestId('message-body')).toHaveTextContent('lifecycleprofiel');
  });

  it('opens a document as a PDF in a modal', async () => {
    renderPage(page, {
      answers: {
        ...memberAnswers,
        '/imageNow/document/900201': new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      },
    });
    const table = await screen.findByTestId('agreement-documents');
    await userEvent.click(
      within(table).getByRole('button', {
        name: 'Pensioenreglement Bouwbedrijf Van Leeuwen 2026 bekijken',
      }),
    );
    const modal = await screen.findByRole('dialog');
    expect(await within(modal).findByTestId('document-ready')).toBeInTheDocument();
    expect(
      within(modal).getByTitle('Pensioenreglement Bouwbedrijf Van Leeuwen 2026'),
    ).toHaveProperty('tagName', 'IFRAME');
  });

  it.each([
    ['an HTML answer', new Blob(['<script>alert(1)</script>'], { type: 'text/html' })],
    ['HTML labelled as PDF', new Blob(['<script>alert(1)</script>'], { type: 'application/pdf' })],
  ])('%s is not framed: the modal says it cannot show it', async (_name, answer) => {
    renderPage(page, {
      answers: { ...memberAnswers, '/imageNow/document/900201': answer },
    });
    const table = await screen.findByTestId('agreement-documents');
    await userEvent.click(
      within(table).getByRole('button', {
        name: 'Pensioenreglement Bouwbedrijf Van Leeuwen 2026 bekijken',
      }),
    );
    const modal = await screen.findByRole('dialog');
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Dit document kunnen we hier niet tonen, want het is geen PDF-bestand.',
    );
    expect(modal.querySelector('iframe')).toBeNull();
    expect(within(modal).queryByRole('link')).toBeNull();
  });

  it('a document that cannot be fetched shows an error in the modal', async () => {
    renderPage(page, { answers: { ...memberAnswers, ...failing('/imageNow/document/900101') } });
    const table = await screen.findByTestId('policy-documents');
    await userEvent.click(
      within(table).getByRole('button', { name: 'Uniform Pensioenoverzicht 2026 bekijken' }),
    );
    const modal = await screen.findByRole('dialog');
    expect(await within(modal).findByTestId('load-error')).toBeInTheDocument();
  });
});

describe('DivorcedPage and SeparatedPage', () => {
  it('shows a skeleton, then an error when the person cannot be fetched', async () => {
    renderPage(<DivorcedPage titleId="route.inbox.divorced" />, {
      answers: { ...memberAnswers, ...failing('/plexus/personDetailsQuery') },
    });
    expect(within(screen.getByTestId('separation-current')).getByTestId('loading')).toBeVisible();
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('divorced explains equalisation and leads to the agreements form', async () => {
    renderPage(<DivorcedPage titleId="route.inbox.divorced" />, { answers: memberAnswers });
    await expectHeading('Gescheiden');
    expect(screen.getByText(/Dat heet verevening/)).toBeInTheDocument();
    expect(await screen.findByText('Sanne Bakker')).toBeInTheDocument();
    expect(screen.getByTestId('to-agreements')).toHaveAttribute(
      'href',
      '/postvak/gescheiden/afspraken-doorgeven',
    );
  });

  it('separated leads to its own agreements form, in English too', async () => {
    renderPage(<SeparatedPage titleId="route.inbox.separated" />, {
      answers: memberAnswers,
      english: true,
    });
    await expectHeading('Separated');
    expect(screen.getByTestId('to-agreements')).toHaveAttribute(
      'href',
      '/postvak/uit-elkaar/afspraken-doorgeven',
    );
    expect(screen.getByTestId('to-agreements')).toHaveTextContent('Pass on your agreements');
  });
});
