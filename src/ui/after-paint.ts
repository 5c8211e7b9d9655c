// Work that should not hold back the first paint of what is already there: a chart drawing, the
// idle guard, the next page's code. It starts once the browser has painted the next frame.
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
 * False until the component's first frame has been painted, then true. What it lets in renders as
 * a transition: in slices, yielding to the browser between them.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
