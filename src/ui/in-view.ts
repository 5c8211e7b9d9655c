// Work for what the member cannot see yet (a chart below the fold) waits until it scrolls into
// view, so it does not hold back the page they are looking at.
import { useEffect, useState, type RefObject } from 'react';

/**
 * False until the element has come into the viewport (touching its edge counts), then true for
 * good. True at once where the browser cannot tell (no IntersectionObserver).
 */
export function useInView(element: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (seen || !target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        setSeen(true);
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}
