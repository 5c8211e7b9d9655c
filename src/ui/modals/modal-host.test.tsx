import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '../testing/render';
import { Modal } from './modal';

describe('ModalHost', () => {
  it('opens and closes modals through the store', async () => {
    const { modals } = renderWithPortal(<></>);
    const Hello = ({ name }: { name: string }) => <Modal title={`Hallo ${name}`} />;
    let key = 0;
    act(() => {
      key = modals.open(Hello, { name: 'Jan' });
    });
    expect(await screen.findByRole('dialog', { name: 'Hallo Jan' })).toBeInTheDocument();
    act(() => modals.close(key));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(modals.getEntries()).toHaveLength(0);
  });

  it('shows the stub scenario failure from the session and clears it on close', async () => {
    const { ports } = renderWithPortal(<></>);
    act(() =>
      ports.updateSession({
        stubError: { url: '/plexus/policies/1', message: 'Geen stub message gevonden' },
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Er ging iets fout met het stub scenario',
    });
    expect(dialog).toHaveTextContent('/plexus/policies/1');
    expect(dialog).toHaveTextContent('Geen stub message gevonden');
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Sluiten' });
    await userEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    expect(ports.getSession().stubError).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the read-only permission modal from the session flag', async () => {
    const { ports } = renderWithPortal(<></>, { session: { showReadOnlyPermissionModal: true } });
    const dialog = await screen.findByRole('alertdialog', { name: 'Versturen mislukt' });
    expect(dialog).toHaveTextContent('U kunt en mag geen wijzigingen doorvoeren');
    await userEvent.keyboard('{Escape}');
    expect(ports.getSession().showReadOnlyPermissionModal).toBe(false);
  });

  it('shows data refused by the back end as the policy-denied modal with its code', async () => {
    const { ports } = renderWithPortal(<></>);
    act(() => ports.updateSession({ policyDenied: { code: 'NO_ADVISOR_PERMISSION' } }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Gegevens niet opgehaald' });
    expect(dialog).toHaveTextContent('We konden uw gegevens niet ophalen');
    expect(dialog).toHaveTextContent('Vermeld daarbij foutcode NO_ADVISOR_PERMISSION.');
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Sluiten' });
    await userEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    expect(ports.getSession().policyDenied).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows the user-rights modal from the session flag', async () => {
    const { ports } = renderWithPortal(<></>);
    act(() => ports.updateSession({ showUserPermissionsModal: true }));
    expect(await screen.findByRole('dialog', { name: 'Gebruikersrechten' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(ports.getSession().showUserPermissionsModal).toBe(false);
  });
});
