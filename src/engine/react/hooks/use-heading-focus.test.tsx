// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
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
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    }),
  );
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
