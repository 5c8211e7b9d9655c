// Test helper: frames and timeouts on Vitest's fake clock, so a test can step past a paint and run
// what `afterNextPaint` (ui/after-paint) queued after it.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Frames and timeouts run only when the test steps them from now on (`vi.useRealTimers()` ends it). */
export function fakeFrames(): void {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
}

/** The browser paints its next frame, and the tasks queued from that frame's callbacks run. */
export function paintFrame(): void {
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
  });
}
