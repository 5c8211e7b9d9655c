import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { renderWithPortal } from '../testing/render';
import { AlreadyHasRequestModal } from './already-has-request-modal';
import { BlockedEnglishModal } from './blocked-english-modal';
import { FlowErrorModal } from './flow-error-modal';
import { FormDownloadedModal } from './form-downloaded-modal';
import { IdleWarningModal } from './idle-warning-modal';
import { LanguageChangedModal } from './language-changed-modal';
import { NothingChangedModal } from './nothing-changed-modal';
import { PolicyDeniedModal } from './policy-denied-modal';
import { RequestFailedModal } from './request-failed-modal';
import { SaveFailedModal } from './save-failed-modal';
import { WizardCancelModal } from './wizard-cancel-modal';

function openIn<P extends object>(component: ComponentType<P>, props: P, route = '/') {
  const rendered = renderWithPortal(<></>, { route });
  act(() => {
    rendered.modals.open(component, props);
  });
  return rendered;
}

const gone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('modal catalogue', () => {
  it('wizard cancel: stop confirms, continue stays', async () => {
    const onStop = vi.fn();
    const onContinue = vi.fn();
    openIn(WizardCancelModal, { onStop, onContinue });
    const dialog = await screen.findByRole('dialog', { name: 'Weet u zeker dat u wilt stoppen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nee, doorgaan' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(onStop).not.toHaveBeenCalled();
    await gone();
  });

  it('wizard cancel: stop confirms once', async () => {
    const onStop = vi.fn();
    const onContinue = vi.fn();
    openIn(WizardCancelModal, { onStop, onContinue });
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Ja, stoppen' }));
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('wizard cancel: Escape counts as continue', async () => {
    const onStop = vi.fn();
    const onContinue = vi.fn();
    openIn(WizardCancelModal, { onStop, onContinue });
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(onStop).not.toHaveBeenCalled();
  });

  it('nothing changed and form downloaded', async () => {
    const onDone = vi.fn();
    openIn(NothingChangedModal, { onDone });
    await userEvent.click(await screen.findByRole('button', { name: 'Oké' }));
    expect(onDone).toHaveBeenCalled();
    await gone();
    openIn(FormDownloadedModal, {});
    const dialog = await screen.findByRole('dialog', { name: 'Het formulier is gedownload' });
    expect(within(dialog).getByRole('link', { name: 'Naar het contactformulier' })).toHaveAttribute(
      'href',
      '/contact/contactformulier',
    );
  });

  it('flow error quotes the phone number and restarts the choice', async () => {
    const onRestart = vi.fn();
    openIn(FlowErrorModal, { onRestart, phone: '088 123 45 67' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Sorry, er is iets misgegaan' });
    expect(dialog).toHaveTextContent('Bel ons op 088 123 45 67.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keuze opnieuw starten' }));
    expect(onRestart).toHaveBeenCalledTimes(1);
  });

  it('policy denied shows the error code only when there is one', async () => {
    openIn(PolicyDeniedModal, { errorCode: 'E-42' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Gegevens niet opgehaald' });
    expect(dialog).toHaveTextContent('Vermeld daarbij foutcode E-42.');
  });

  it('policy denied without a code', async () => {
    openIn(PolicyDeniedModal, {});
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).not.toHaveTextContent('foutcode');
  });

  it('idle warning offers stay and sign out', async () => {
    const onStay = vi.fn();
    const onLeave = vi.fn();
    openIn(IdleWarningModal, { minutes: 5, onStay, onLeave });
    const dialog = await screen.findByRole('alertdialog', { name: 'Bent u er nog?' });
    expect(dialog).toHaveTextContent('sluit deze pagina over 5 minuten');
    expect(dialog).toHaveTextContent('niet bewaard');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nee, uitloggen' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(onStay).not.toHaveBeenCalled();
  });

  it('blocked English says sorry in both languages', async () => {
    openIn(BlockedEnglishModal, {});
    const dialog = await screen.findByRole('dialog', { name: 'Sorry' });
    expect(within(dialog).getByText('My pension is not yet available in English.')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(
      within(dialog).getByText('Mijn pensioen is nog niet beschikbaar in het Engels.'),
    ).toHaveAttribute('lang', 'nl');
  });

  it('language changed links to My data', async () => {
    openIn(LanguageChangedModal, {});
    const dialog = await screen.findByRole('dialog', { name: 'Uw taal is gewijzigd' });
    expect(within(dialog).getByRole('link', { name: 'Naar Mijn gegevens' })).toHaveAttribute(
      'href',
      '/mijn-profiel/mijn-gegevens',
    );
  });

  it('save failed, request failed and already has a request', async () => {
    openIn(SaveFailedModal, {});
    const saveFailed = await screen.findByRole('alertdialog', { name: 'Opslaan niet gelukt' });
    expect(saveFailed).toHaveTextContent('Uw gegevens zijn niet opgeslagen');
    await userEvent.click(within(saveFailed).getByRole('button', { name: 'Venster sluiten' }));
    await gone();
    openIn(RequestFailedModal, {});
    const requestFailed = await screen.findByRole('alertdialog', { name: 'Aanvragen niet gelukt' });
    expect(
      within(requestFailed).getByRole('link', { name: 'Terug naar het overzicht' }),
    ).toHaveAttribute('href', '/zelf-regelen');
    openIn(AlreadyHasRequestModal, {});
    expect(await screen.findByRole('dialog', { name: 'Helaas..' })).toHaveTextContent(
      'pas volgende maand',
    );
  });
});
