// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { WizardDraft } from '../../core';
import { sampleContext, sampleResources } from '../../core/testing/sample-flow';
import { holdFrames } from '../../../ui/testing/held-frames';
import { useCurrentStep, type StepLocation } from './use-current-step';

const { answers: _answers, ...base } = sampleContext();
const draft: WizardDraft = {
  version: 1,
  flowId: 'sample',
  personId: 'P',
  currentStepId: 'kies',
  answers: { kies: { type: 'c', years: 60 } },
  completed: ['kies'],
};

describe('useCurrentStep', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the step `go` asks for at once and moves the location only once it has been painted', async () => {
    const frames = holdFrames();
    const navigate = vi.fn();
    const location: StepLocation = { requested: 'kies', key: 'first', navigate };
    const { result } = renderHook(() => useCurrentStep(sampleResources, base, draft, location));
    expect(result.current.stepId).toBe('kies');

    act(() => result.current.go('info'));
    expect(result.current.stepId).toBe('info');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(navigate).not.toHaveBeenCalled();

    // The frame that shows the step is painted; the location follows in the task after it.
    act(() => frames.paint());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(navigate).toHaveBeenCalledWith('info', false);
  });

  it('shows the step `go` asks for as asked, and checks the flow again once the location moves', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    // Not completed: the URL may not name a step past "kies" yet.
    const fresh: WizardDraft = { ...draft, completed: [] };
    const navigate = vi.fn();
    let location: StepLocation = { requested: 'kies', key: 'first', navigate };
    const { result, rerender } = renderHook(() =>
      useCurrentStep(sampleResources, base, fresh, location),
    );
    act(() => result.current.go('info'));
    expect(result.current.stepId).toBe('info');
    location = { requested: 'info', key: 'second', navigate };
    rerender();
    expect(result.current.stepId).toBe('kies');
  });

  it('lets browser back leave the step `go` asked for once the location has followed it', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const navigate = vi.fn();
    let location: StepLocation = { requested: 'kies', key: 'first', navigate };
    const { result, rerender } = renderHook(() =>
      useCurrentStep(sampleResources, base, draft, location),
    );
    act(() => result.current.go('info'));
    location = { requested: 'info', key: 'second', navigate };
    rerender();
    expect(result.current.stepId).toBe('info');
    // Browser back: the first history entry again, with its own key.
    location = { requested: 'kies', key: 'first', navigate };
    rerender();
    expect(result.current.stepId).toBe('kies');
  });

  it('keeps the step `go` asked for when the write-back of the step before it lands first, and moves the location once', async () => {
    const frames = holdFrames();
    const navigate = vi.fn();
    // Opened without `?stap=`: the step shown is written back once painted.
    let location: StepLocation = { requested: undefined, key: 'arrival', navigate };
    const { result, rerender } = renderHook(() =>
      useCurrentStep(sampleResources, base, draft, location),
    );
    expect(result.current.stepId).toBe('kies');
    act(() => frames.paint());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(navigate).toHaveBeenLastCalledWith('kies', true);

    // Next before the router has rendered that write-back.
    act(() => result.current.go('info'));
    location = { requested: 'kies', key: 'written-back', navigate };
    rerender();
    expect(result.current.stepId).toBe('info');
    act(() => frames.paint());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(navigate).toHaveBeenLastCalledWith('info', false);
    expect(navigate).toHaveBeenCalledTimes(2);

    location = { requested: 'info', key: 'next', navigate };
    rerender();
    expect(result.current.stepId).toBe('info');
    act(() => frames.paint());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('moves the location neither way when the address changed before the paint (a link followed in that moment)', async () => {
    const frames = holdFrames();
    const navigate = vi.fn();
    const arrived = window.location.href;
    // Opened without `?stap=`: the write-back waits for the paint.
    const location: StepLocation = { requested: undefined, key: 'arrival', navigate };
    const { result } = renderHook(() => useCurrentStep(sampleResources, base, draft, location));
    // The member follows a link before the first frame: the address changes at once, the
    // router renders it later.
    window.history.pushState(null, '', '/postvak');
    act(() => frames.paint());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(navigate).not.toHaveBeenCalled();

    // The same for the step `go` asked for.
    act(() => result.current.go('info'));
    window.history.pushState(null, '', '/contact');
    act(() => frames.paint());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(navigate).not.toHaveBeenCalled();
    window.history.replaceState(null, '', arrived);
  });
});
