// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useDebounced } from './use-debounced';

describe('useDebounced', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the initial value until the value has stayed the same for the delay', () => {
    const hook = renderHook(({ value }) => useDebounced(value, 250, undefined), {
      initialProps: { value: 'a' },
    });
    expect(hook.result.current).toBeUndefined();
    act(() => vi.advanceTimersByTime(200));
    // A change before the delay is over starts the wait again.
    hook.rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(200));
    expect(hook.result.current).toBeUndefined();
    act(() => vi.advanceTimersByTime(50));
    expect(hook.result.current).toBe('ab');
  });

  it('settles on a function as a value, not calling it', () => {
    const fn = vi.fn();
    const hook = renderHook(() => useDebounced(fn, 10, null));
    act(() => vi.advanceTimersByTime(10));
    expect(hook.result.current).toBe(fn);
    expect(fn).not.toHaveBeenCalled();
  });
});
