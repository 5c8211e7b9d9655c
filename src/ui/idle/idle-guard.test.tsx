import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithPortal } from '../testing/render';
import { IdleGuard } from './idle-guard';

const IDLE = 10 * 60 * 1000;
const GRACE = 5 * 60 * 1000;

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
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

  it('warns after 10 minutes of inactivity, not before', () => {
    setup();
    advance(IDLE - 1000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    advance(2000);
    const dialog = screen.getByRole('alertdialog', { name: 'Bent u er nog?' });
    expect(dialog).toHaveTextContent('sluit deze pagina over 5 minuten');
    expect(dialog).toHaveTextContent('Gegevens die u heeft ingevuld worden dan niet bewaard.');
  });

  it('"yes" keeps the user signed in and restarts the wait', () => {
    const signOut = setup();
    advance(IDLE + 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Ja, ingelogd blijven' }));
    advance(GRACE + 1000);
    expect(signOut).not.toHaveBeenCalled();
    // The next warning comes a full idle period after "yes".
    advance(IDLE - GRACE);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('"no" signs out at once', () => {
    const signOut = setup();
    advance(IDLE + 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Nee, uitloggen' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('no answer within 5 minutes signs out', () => {
    const signOut = setup();
    advance(IDLE + 1000);
    advance(GRACE - 2000);
    expect(signOut).not.toHaveBeenCalled();
    advance(2000);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('activity before the warning postpones it', () => {
    setup();
    advance(IDLE - 60_000);
    fireEvent.mouseDown(document);
    advance(IDLE - 60_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does nothing when disabled (production)', () => {
    const signOut = vi.fn();
    renderWithPortal(
      <IdleGuard enabled={false} timeoutMs={1000} graceMs={1000} onSignOut={signOut} />,
    );
    advance(60_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });
});
