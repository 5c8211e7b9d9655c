import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithPortal } from '../testing/render';
import { IdleGuard } from './idle-guard';

const IDLE = 10 * 60 * 1000;
const GRACE = 5 * 60 * 1000;

// The warning's code loads lazily (ahead after a minute without activity, or when shown): each
// step lets it arrive.
const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
    await vi.dynamicImportSettled();
  });

describe('IdleGuard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const signOut = vi.fn();
    renderWithPortal(<IdleGuard enabled timeoutMs={IDLE} graceMs={GRACE} onSignOut={signOut} />);
    return signOut;
  }

  it('warns after 10 minutes of inactivity, not before', async () => {
    setup();
    await advance(IDLE - 1000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(2000);
    const dialog = screen.getByRole('alertdialog', { name: 'Bent u er nog?' });
    expect(dialog).toHaveTextContent('sluit deze pagina over 5 minuten');
    expect(dialog).toHaveTextContent('Gegevens die u heeft ingevuld worden dan niet bewaard.');
  });

  it('"yes" keeps the user signed in and restarts the wait', async () => {
    const signOut = setup();
    await advance(IDLE + 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Ja, ingelogd blijven' }));
    await advance(GRACE + 1000);
    expect(signOut).not.toHaveBeenCalled();
    // The next warning comes a full idle period after "yes".
    await advance(IDLE - GRACE);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('"no" signs out at once', async () => {
    const signOut = setup();
    await advance(IDLE + 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Nee, uitloggen' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('no answer within 5 minutes signs out', async () => {
    const signOut = setup();
    await advance(IDLE + 1000);
    await advance(GRACE - 2000);
    expect(signOut).not.toHaveBeenCalled();
    await advance(2000);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('activity before the warning postpones it', async () => {
    setup();
    await advance(IDLE - 60_000);
    fireEvent.mouseDown(document);
    await advance(IDLE - 60_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does nothing when disabled (production)', async () => {
    const signOut = vi.fn();
    renderWithPortal(
      <IdleGuard enabled={false} timeoutMs={1000} graceMs={1000} onSignOut={signOut} />,
    );
    await advance(60_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });
});
