// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { fakeFrames } from '../../../ui/testing/fake-frames';
import { stepHeadingId } from '../parts/step-frame';
import { useHeadingFocus } from './use-heading-focus';

function Step({ stepId, errorsTo }: { stepId: string; errorsTo?: string }) {
  const { summaryTakesFocus } = useHeadingFocus(stepId);
  if (errorsTo) summaryTakesFocus(errorsTo);
  return (
    <h1 id={stepHeadingId(stepId)} tabIndex={-1}>
      {stepId}
    </h1>
  );
}

const focusedId = () => document.activeElement?.id;

describe('useHeadingFocus', () => {
  beforeEach(fakeFrames);
  afterEach(() => vi.useRealTimers());

  it('moves focus to the new heading once its frame has been painted, not in that frame', () => {
    const { rerender } = render(<Step stepId="een" />);
    rerender(<Step stepId="twee" />);
    // The frame that shows the step: focus (a restyle and focus events) stays out of it.
    act(() => vi.advanceTimersToNextFrame());
    expect(focusedId()).not.toBe(stepHeadingId('twee'));
    act(() => vi.advanceTimersByTime(1));
    expect(focusedId()).toBe(stepHeadingId('twee'));
  });

  it('scrolls a heading out of view to the middle in the commit, before the frame is painted', () => {
    const scrolled = vi.fn();
    const outOfView = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        const top = this.id === stepHeadingId('twee') ? -400 : 10;
        return { top, bottom: top + 30 } as DOMRect;
      });
    HTMLElement.prototype.scrollIntoView = scrolled;
    try {
      const { rerender } = render(<Step stepId="een" />);
      expect(scrolled).not.toHaveBeenCalled();
      rerender(<Step stepId="twee" />);
      expect(scrolled).toHaveBeenCalledExactlyOnceWith({ block: 'center' });
      rerender(<Step stepId="drie" />);
      expect(scrolled).toHaveBeenCalledOnce();
    } finally {
      outOfView.mockRestore();
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it('leaves focus alone on arrival and on a step the error summary takes it to', () => {
    const { rerender } = render(<Step stepId="een" />);
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
    });
    expect(focusedId()).not.toBe(stepHeadingId('een'));
    rerender(<Step stepId="een" errorsTo="twee" />);
    rerender(<Step stepId="twee" />);
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
    });
    expect(focusedId()).not.toBe(stepHeadingId('twee'));
  });
});
