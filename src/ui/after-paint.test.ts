// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { fakeFrames, paintFrame } from './testing/fake-frames';
import { afterNextPaint, afterPause, useAfterPaint } from './after-paint';

describe('afterNextPaint', () => {
  beforeEach(fakeFrames);
  afterEach(() => vi.useRealTimers());

  it('runs after the next frame, not before', () => {
    const start = vi.fn();
    afterNextPaint(start);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledOnce();
  });

  it('can be cancelled before it runs', () => {
    const start = vi.fn();
    const cancel = afterNextPaint(start);
    vi.advanceTimersToNextFrame();
    cancel();
    vi.advanceTimersByTime(50);
    expect(start).not.toHaveBeenCalled();
  });

  it('useAfterPaint turns true after the first frame', () => {
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(false);
    paintFrame();
    expect(result.current).toBe(true);
  });
});

describe('afterPause', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once the pause is over and the browser is idle, at most a second later', () => {
    const idle: { run: IdleRequestCallback; options?: IdleRequestOptions }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback, options?: IdleRequestOptions) =>
      idle.push({ run, options }),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const start = vi.fn();
    afterPause(250, start);
    vi.advanceTimersByTime(249);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(idle[0]!.options).toEqual({ timeout: 1000 });
    expect(start).not.toHaveBeenCalled();
    idle[0]!.run({ didTimeout: false, timeRemaining: () => 10 });
    expect(start).toHaveBeenCalledOnce();
  });

  it('can be cancelled during the pause or while waiting for the browser to be idle', () => {
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const start = vi.fn();
    afterPause(250, start)();
    vi.advanceTimersByTime(1000);
    expect(start).not.toHaveBeenCalled();
    const cancel = afterPause(250, start);
    vi.advanceTimersByTime(250);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('waits for the pause alone where the browser has no idle callback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const start = vi.fn();
    afterPause(250, start);
    vi.advanceTimersByTime(250);
    expect(start).toHaveBeenCalledOnce();
  });
});
