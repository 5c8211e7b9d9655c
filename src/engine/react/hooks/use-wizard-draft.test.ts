// @vitest-environment jsdom
// The draft is written to session storage without a write per keystroke, and never lost: typing
// is written after a pause, a step change once its frame has been painted, and leaving the page or unmounting writes what
// is pending, including what the fields hold and React has not rendered yet.
import { act, renderHook } from '@testing-library/react';
import { startTransition } from 'react';
import { fakeFrames, paintFrame } from '../../../ui/testing/fake-frames';
import { draftStorageKey } from '../../core';
import { DRAFT_WRITE_DELAY_MS, useWizardDraft } from './use-wizard-draft';

const key = draftStorageKey('sample', 'p1');
const stored = () => JSON.parse(sessionStorage.getItem(key) ?? 'null') as Record<string, unknown>;

beforeEach(() => {
  sessionStorage.clear();
  fakeFrames();
});
afterEach(() => vi.useRealTimers());

function typed(hook: { current: ReturnType<typeof useWizardDraft> }, years: number) {
  act(() => hook.current.dispatch({ type: 'setValues', stepId: 'kies', values: { years } }));
}

it('writes typing once after a pause, not on every keystroke', () => {
  const setItem = vi.spyOn(Storage.prototype, 'setItem');
  const { result } = renderHook(() => useWizardDraft('sample', 'p1', 'kies'));
  setItem.mockClear();
  typed(result, 6);
  typed(result, 61);
  expect(setItem).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
  expect(setItem).toHaveBeenCalledTimes(1);
  expect(stored()).toMatchObject({ answers: { kies: { years: 61 } } });
  setItem.mockRestore();
});

it('writes a step change, with what was typed, once the frame that shows it is painted', () => {
  const { result } = renderHook(() => useWizardDraft('sample', 'p1', 'kies'));
  typed(result, 61);
  act(() =>
    result.current.dispatch({ type: 'advance', stepId: 'kies', values: { years: 61 }, to: 'info' }),
  );
  // Not in the commit: the member waits for that frame, not for the write.
  expect(sessionStorage.getItem(key)).toBeNull();
  paintFrame();
  expect(stored()).toMatchObject({ currentStepId: 'info', answers: { kies: { years: 61 } } });
});

it('writes a step change at once when the page goes before the frame is painted', () => {
  const { result } = renderHook(() => useWizardDraft('sample', 'p1', 'kies'));
  act(() =>
    result.current.dispatch({ type: 'advance', stepId: 'kies', values: { years: 62 }, to: 'info' }),
  );
  act(() => void window.dispatchEvent(new Event('pagehide')));
  expect(stored()).toMatchObject({ currentStepId: 'info', answers: { kies: { years: 62 } } });
});

it('writes what is pending on pagehide, when the tab is hidden and on unmount', () => {
  const { result, unmount } = renderHook(() => useWizardDraft('sample', 'p1', 'kies'));
  typed(result, 1);
  act(() => void window.dispatchEvent(new Event('pagehide')));
  expect(stored()).toMatchObject({ answers: { kies: { years: 1 } } });

  typed(result, 2);
  const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  visibility.mockRestore();
  expect(stored()).toMatchObject({ answers: { kies: { years: 2 } } });

  typed(result, 3);
  unmount();
  expect(stored()).toMatchObject({ answers: { kies: { years: 3 } } });
});

// A typed field hands its value over in a transition (use-typed-text): React renders it later, and
// a reload or a navigation can come first. Inside one `act` nothing renders until it ends.
function typedInTransition(hook: { current: ReturnType<typeof useWizardDraft> }, years: number) {
  startTransition(() =>
    hook.current.dispatch({ type: 'setValues', stepId: 'kies', values: { years } }),
  );
}

it('writes the answers as typed when the page goes before React has rendered them', () => {
  const { result } = renderHook(() => useWizardDraft('sample', 'p1', 'kies'));
  act(() => {
    typedInTransition(result, 6);
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).toMatchObject({ answers: { kies: { years: 6 } } });
  });

  typed(result, 6);
  act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
  act(() => {
    typedInTransition(result, 61);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(stored()).toMatchObject({ answers: { kies: { years: 61 } } });
  });
});

it('writes the answers as typed when the wizard unmounts before React has rendered them', () => {
  const { result, unmount } = renderHook(() => useWizardDraft('sample', 'p1', 'kies'));
  act(() => {
    typedInTransition(result, 7);
    unmount();
  });
  expect(stored()).toMatchObject({ answers: { kies: { years: 7 } } });
});

it('renders the same draft it writes, and writes it once', () => {
  const setItem = vi.spyOn(Storage.prototype, 'setItem');
  const { result } = renderHook(() => useWizardDraft('sample', 'p1', 'kies'));
  setItem.mockClear();
  act(() => {
    typedInTransition(result, 8);
    result.current.flush();
  });
  expect(result.current.draft.answers).toEqual({ kies: { years: 8 } });
  act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
  expect(setItem).toHaveBeenCalledTimes(1);
  setItem.mockRestore();
});

it('writes nothing after clear, and nothing at all for a preview', () => {
  const { result } = renderHook(() => useWizardDraft('sample', 'p1', 'kies'));
  typed(result, 4);
  act(() => result.current.clear());
  act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
  expect(sessionStorage.getItem(key)).toBeNull();

  const preview = renderHook(() => useWizardDraft('sample', 'p1', 'kies', { persist: false }));
  typed(preview.result, 5);
  preview.unmount();
  expect(sessionStorage.getItem(key)).toBeNull();
});

it('forgets the answers in memory as well as stored, and stores again once the member answers', () => {
  const { result, unmount } = renderHook(() => useWizardDraft('sample', 'p1', 'kies'));
  typed(result, 4);
  act(() =>
    result.current.dispatch({ type: 'advance', stepId: 'kies', values: { years: 4 }, to: 'info' }),
  );
  paintFrame();
  expect(stored()).toMatchObject({ currentStepId: 'info', answers: { kies: { years: 4 } } });

  act(() => result.current.forget());
  expect(sessionStorage.getItem(key)).toBeNull();
  expect(result.current.draft).toMatchObject({ currentStepId: 'kies', answers: {} });
  // The new draft itself is not stored: nothing the member gave is kept.
  act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
  expect(sessionStorage.getItem(key)).toBeNull();

  typed(result, 7);
  act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
  expect(stored()).toMatchObject({ currentStepId: 'kies', answers: { kies: { years: 7 } } });
  unmount();
});

it('leaves nothing stored when the wizard unmounts right after forgetting', () => {
  const { result, unmount } = renderHook(() => useWizardDraft('sample', 'p1', 'kies'));
  typed(result, 4);
  act(() => result.current.forget());
  unmount();
  expect(sessionStorage.getItem(key)).toBeNull();
});
