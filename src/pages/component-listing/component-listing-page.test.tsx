import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectHeading, renderPage } from '../testing/render-page';
import {
  ComponentListing,
  ComponentListingModals,
  NewComponentListingCards,
} from './component-listing-page';

describe('component listings', () => {
  it('shows every button variant with its options and every spinner size', async () => {
    renderPage(<ComponentListing titleId="route.componentListing" />);
    await expectHeading('Componentenoverzicht');
    for (const variant of ['primary', 'secondary', 'tertiary', 'brand', 'text']) {
      const row = screen.getByTestId(`buttons-${variant}`);
      expect(within(row).getByRole('button', { name: `Variant ${variant}` })).toBeVisible();
      expect(within(row).getByRole('button', { name: 'Bezig' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
      expect(within(row).getByRole('button', { name: 'Uitgeschakeld' })).toBeDisabled();
      expect(within(row).getByRole('link', { name: 'Als link' })).toBeVisible();
    }
    const spinners = screen.getByTestId('listing-spinners');
    expect(within(spinners).getAllByRole('status')).toHaveLength(3);
    expect(
      screen.getByRole('navigation', { name: 'Onderdelen van het componentenoverzicht' }),
    ).toBeVisible();
  });

  it('shows the cards, states, table and chart of the new listing', async () => {
    renderPage(<NewComponentListingCards titleId="route.newComponentListing.card" />);
    expect(within(screen.getByTestId('listing-cards')).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByTestId('load-error')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Uw salaris door de jaren heen' })).toBeVisible();
  });

  it('opens every modal of the catalogue', async () => {
    renderPage(<ComponentListingModals titleId="route.componentListing.modal" />);
    const openDialog = () =>
      document.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');
    const buttons = within(screen.getByTestId('listing-modals')).getAllByRole('button');
    expect(buttons).toHaveLength(19);
    for (const button of buttons) {
      await userEvent.click(button);
      await waitFor(() => expect(openDialog()).not.toBeNull());
      const dialog = openDialog() as HTMLElement;
      expect(within(dialog).getByRole('heading', { level: 2 })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      // Non-dismissable modals close through their own (last) button.
      if (openDialog()?.getAttribute('aria-busy') !== 'true' && openDialog()) {
        const actions = within(dialog).queryAllByRole('button');
        const last = actions[actions.length - 1];
        if (last) await userEvent.click(last);
      }
      await waitFor(() => expect(openDialog()).toBeNull());
    }
  }, 30_000);
});
