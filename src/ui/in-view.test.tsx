import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInView } from './in-view';
import {
  FakeIntersectionObserver,
  stubIntersectionObserver,
} from './testing/fake-intersection-observer';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  return <div ref={ref}>{inView ? 'in view' : 'out of view'}</div>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useInView', () => {
  it('is false until the element comes into view, then stays true and stops watching', () => {
    stubIntersectionObserver();
    render(<Probe />);
    const observer = FakeIntersectionObserver.last!;
    expect(observer.observed).toEqual([screen.getByText('out of view')]);

    act(() => observer.report(false));
    expect(screen.getByText('out of view')).toBeInTheDocument();

    act(() => observer.report(true));
    expect(screen.getByText('in view')).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('in view')).toBeInTheDocument();
  });
});
