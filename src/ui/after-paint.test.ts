// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { fakeFrames, paintFrame } from './testing/fake-frames';
import { afterNextPaint, useAfterPaint } from './after-paint';

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
