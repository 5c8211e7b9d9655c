// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { fakeFrames, paintFrame } from './testing/fake-frames';
import { afterNextPaint, useAfterPaint, whenIdle } from './after-paint';

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

describe('whenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the paint, then for the browser to be idle', () => {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
      ],
    });
    const start = vi.fn();
    whenIdle(start, 2000);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // Queued as an idle callback, not run in the task after the paint.
    expect(start).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(start).toHaveBeenCalledOnce();
  });

  it('without idle callbacks, runs the given time after the paint', () => {
    fakeFrames();
    expect(typeof requestIdleCallback).toBe('undefined');
    const start = vi.fn();
    whenIdle(start, 2000);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(1999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledOnce();
  });

  it('can be cancelled before the paint and while it waits', () => {
    fakeFrames();
    const early = vi.fn();
    whenIdle(early, 2000)();
    const waiting = vi.fn();
    const cancel = whenIdle(waiting, 2000);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(early).not.toHaveBeenCalled();
    expect(waiting).not.toHaveBeenCalled();
  });
});
