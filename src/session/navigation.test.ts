import { navigateTo, setNavigator } from './navigation';

describe('navigateTo', () => {
  it('goes through the router once it is registered', () => {
    const navigate = vi.fn();
    const unregister = setNavigator(navigate);
    navigateTo('/foutmelding', { replace: true });
    expect(navigate).toHaveBeenCalledWith('/foutmelding', { replace: true });
    unregister();
  });

  it('before the router mounts, waits for it (the session in memory survives), latest first', () => {
    vi.useFakeTimers();
    try {
      navigateTo('/onderhoud');
      navigateTo('/foutmelding');
      vi.advanceTimersByTime(1000);
      const navigate = vi.fn();
      const unregister = setNavigator(navigate);
      expect(navigate.mock.calls).toEqual([['/foutmelding', undefined]]);
      // Nothing left over for later.
      vi.advanceTimersByTime(10_000);
      expect(navigate).toHaveBeenCalledOnce();
      unregister();
    } finally {
      vi.useRealTimers();
    }
  });
});
