import { signingOut } from '../../../session/before-sign-out';
import { renderWizard } from '../testing/render-wizard';
import { useWizardLeave, type WizardLeaveDrops } from './use-wizard-leave';

const flow = { route: '/zelf-regelen/x/wijzigen', successRoute: '/zelf-regelen/x/succes' };

function Guarded({ active, drops }: { active: boolean; drops: WizardLeaveDrops }) {
  useWizardLeave(flow, active, drops);
  return null;
}

test('signing out from an active wizard drops its quote draft; a sent one drops nothing', () => {
  const drops = { forget: vi.fn(), dropQuote: vi.fn() };
  const { rerender, unmount } = renderWizard(<Guarded active drops={drops} />, {
    route: flow.route,
  });
  signingOut();
  expect(drops.dropQuote).toHaveBeenCalledTimes(1);
  // The wizard's own draft goes with the session storage on sign-out.
  expect(drops.forget).not.toHaveBeenCalled();
  rerender(<Guarded active={false} drops={drops} />);
  signingOut();
  expect(drops.dropQuote).toHaveBeenCalledTimes(1);
  unmount();
});
