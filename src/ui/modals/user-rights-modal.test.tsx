import { screen, within } from '@testing-library/react';
import { renderWithPortal } from '../testing/render';
import { permissionFlagNames } from './permission-flag-names';

describe('UserRightsModal', () => {
  it('lists every permission flag with a check, a cross or not fetched', async () => {
    const { ports } = renderWithPortal(<></>, {
      session: { showUserPermissionsModal: true },
      ports: {
        usePermissionFlags: () => ({
          hasActivePolicy: true,
          allowAnwChange: false,
          hasPensionPolicy: undefined,
          someNewFlag: true,
        }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Gebruikersrechten' });
    expect(dialog).toHaveAttribute('lang', 'nl');
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(permissionFlagNames.length + 1);
    const state = (name: string) => items.find((item) => item.dataset.flag === name)?.dataset.state;
    for (const name of permissionFlagNames) expect(state(name)).toBeDefined();
    expect(permissionFlagNames).toHaveLength(20);
    expect(state('hasActivePolicy')).toBe('yes');
    expect(state('allowAnwChange')).toBe('no');
    expect(state('hasPensionPolicy')).toBe('unknown');
    expect(state('allowAdvisorChoices')).toBe('unknown');
    expect(state('someNewFlag')).toBe('yes');
    expect(items.find((item) => item.dataset.flag === 'allowAnwChange')).toHaveTextContent(
      'allowAnwChange: nee',
    );
    expect(dialog).toHaveTextContent('pas opgehaald als die ergens in het portaal gebruikt wordt');
    expect(dialog).toHaveTextContent('persoonsgegevens en de polisgegevens');
    expect(dialog).toHaveTextContent('Feature flags kunnen de ervaring');
    expect(ports.getSession().showUserPermissionsModal).toBe(true);
  });
});
