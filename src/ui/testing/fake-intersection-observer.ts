// Test helper: an IntersectionObserver the test drives by hand (jsdom has none).
import { vi } from 'vitest';

export class FakeIntersectionObserver {
  /** The observer made last. */
  static last: FakeIntersectionObserver | undefined;
  observed: Element[] = [];
  disconnected = false;

  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    FakeIntersectionObserver.last = this;
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  /** Reports whether the observed element is in view now. */
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

/** Puts the fake in place of the browser's; undo with `vi.unstubAllGlobals()`. */
export function stubIntersectionObserver(): void {
  FakeIntersectionObserver.last = undefined;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}
