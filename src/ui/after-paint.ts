// Work that should not hold back the first paint of what is already there: a chart drawing, the
// idle guard, the next page's code. It starts once the browser has painted the next frame (or,
// `afterPause`, once a run of changes has paused and the browser is idle).
import { startTransition, useEffect, useState } from 'react';

/** Runs `start` after the browser has painted the next frame; returns a cancel function. */
export function afterNextPaint(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    // A frame callback runs before the paint; a task queued from it runs after.
    timer = setTimeout(start, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Runs `start` once `pauseMs` have passed and then the browser is idle (at most a second later);
 * returns a cancel function. A caller cancels and starts again on every change to wait for a pause
 * in them.
 */
export function afterPause(pauseMs: number, start: () => void): () => void {
  let cancelIdle = () => {};
  const timer = setTimeout(() => {
    // Safari has no idle callback: there, the pause alone.
    if (typeof requestIdleCallback !== 'function') return start();
    const idle = requestIdleCallback(start, { timeout: 1000 });
    cancelIdle = () => cancelIdleCallback(idle);
  }, pauseMs);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}

/**
 * False until the component's first frame has been painted, then true. What it lets in renders as
 * a transition: in slices, yielding to the browser between them.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
