import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signingOut } from '../../../session/before-sign-out';
import { renderWizard } from '../testing/render-wizard';
import { useWizardLeave, type WizardLeaveDrops } from './use-wizard-leave';

const flow = { route: '/zelf-regelen/x/wijzigen', successRoute: '/zelf-regelen/x/succes' };

function Guarded({ active, drops }: { active: boolean; drops: WizardLeaveDrops }) {
  useWizardLeave(flow, active, drops);
  return null;
}

test('signing out from an active wizard drops its quote draft; a sent one drops nothing', () => {
  const drops = { clear: vi.fn(), forget: vi.fn(), dropQuote: vi.fn() };
  const { rerender, unmount } = renderWizard(<Guarded active drops={drops} />, {
    route: flow.route,
  });
  signingOut();
  expect(drops.dropQuote).toHaveBeenCalledTimes(1);
  // The wizard's own draft goes with the session storage on sign-out.
  expect(drops.clear).not.toHaveBeenCalled();
  expect(drops.forget).not.toHaveBeenCalled();
  rerender(<Guarded active={false} drops={drops} />);
  signingOut();
  expect(drops.dropQuote).toHaveBeenCalledTimes(1);
  unmount();
});

test('stop forgets the stored answers only; the answers shown go when the member comes back before the wizard is gone', async () => {
  const drops = { clear: vi.fn(), forget: vi.fn(), dropQuote: vi.fn() };
  const { container, unmount } = renderWizard(<Guarded active drops={drops} />, {
    route: flow.route,
  });
  // A back to the wizard's address without a stop first changes nothing.
  window.history.pushState(null, '', flow.route);
  act(() => window.dispatchEvent(new PopStateEvent('popstate')));
  expect(drops.forget).not.toHaveBeenCalled();

  const elsewhere = document.createElement('a');
  elsewhere.href = '/postvak';
  container.append(elsewhere);
  await userEvent.click(elsewhere);
  const dialog = await screen.findByRole('dialog');
  await act(async () => within(dialog).getByRole('button', { name: 'Ja, stoppen' }).click());
  expect(drops.dropQuote).toHaveBeenCalledOnce();
  expect(drops.clear).toHaveBeenCalledOnce();
  // Not yet: a wizard that changed its step while being left would write the step into the
  // address of the page it leaves for.
  expect(drops.forget).not.toHaveBeenCalled();

  // Back to another page first, then to the wizard: only the wizard's address counts, once.
  window.history.pushState(null, '', '/mijn-pensioen');
  act(() => window.dispatchEvent(new PopStateEvent('popstate')));
  expect(drops.forget).not.toHaveBeenCalled();
  window.history.pushState(null, '', flow.route);
  act(() => window.dispatchEvent(new PopStateEvent('popstate')));
  act(() => window.dispatchEvent(new PopStateEvent('popstate')));
  expect(drops.forget).toHaveBeenCalledOnce();
  unmount();
  window.history.replaceState(null, '', '/');
});
