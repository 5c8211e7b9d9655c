// Test helper: animation frames held back until the test paints them, so a test can look at the
// page between a render and the frame after it (jsdom runs frame callbacks on a timer of its own).
import { vi } from 'vitest';

export interface HeldFrames {
  /** Runs every frame callback asked for so far, as the browser does before it paints. */
  paint: () => void;
  /** Gives `requestAnimationFrame` back (also done by `vi.restoreAllMocks()`). */
  restore: () => void;
}

/** Holds every `requestAnimationFrame` callback from now on until `paint`. */
export function holdFrames(): HeldFrames {
  const frames: FrameRequestCallback[] = [];
  const spy = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  return {
    paint: () => frames.splice(0).forEach((frame) => frame(performance.now())),
    restore: () => spy.mockRestore(),
  };
}
