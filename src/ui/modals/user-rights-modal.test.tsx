import { screen, within } from '@testing-library/react';
import { renderWithPortal } from '../testing/render';
import { permissionFlagNames } from '../../permissions/rules';
import { useKnownPermissionFlags } from '../../permissions/use-known-permission-flags';
import { renderHook } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { createElement, type ReactNode } from 'react';

describe('UserRightsModal', () => {
  it('lists every permission flag with a check, a cross or not fetched', async () => {
    const { ports } = renderWithPortal(<></>, {
      session: { showUserPermissionsModal: true },
      ports: {
        usePermissionFlags: () => ({
          ...Object.fromEntries(permissionFlagNames.map((name) => [name, undefined])),
          hasActivePolicy: true,
          allowAnwChange: false,
          hasPensionPolicy: undefined,
          someNewFlag: true,
        }),
      },
    });
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Gebruikersrechten' },
      { timeout: 5000 },
    );
    expect(dialog).toHaveAttribute('lang', 'nl');
    const items = within(dialog).getAllByRole('listitem');
    // The rules file's flags in file order, then the extra one: the modal keeps no list of its own.
    expect(items.map((item) => item.dataset.flag)).toEqual([...permissionFlagNames, 'someNewFlag']);
    const state = (name: string) => items.find((item) => item.dataset.flag === name)?.dataset.state;
    for (const name of permissionFlagNames) expect(state(name)).toBeDefined();
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

  it('gets every flag of rules/permissions.json from the portal, in file order', () => {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(SWRConfig, { value: { provider: () => new Map() } }, children);
    const { result } = renderHook(() => useKnownPermissionFlags(), { wrapper });
    expect(Object.keys(result.current)).toEqual(permissionFlagNames);
    expect(permissionFlagNames).toContain('extraDepositPureNetWorkflow');
  });
});
