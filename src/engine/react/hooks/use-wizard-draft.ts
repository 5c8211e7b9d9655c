/**
 * The wizard's draft (answers, completed steps) in a reducer, mirrored to session storage under
 * `draftStorageKey(flowId, personId)` so a reload loses nothing typed. Clearing (success, stop)
 * removes it and stops mirroring; forgetting removes it and starts a new draft in memory, stored
 * once the member answers again; sign-out removes every session-storage entry (session/cleanup).
 *
 * Typing does not write on every keystroke: a change of answers is written `delayMs` later (one
 * write for a burst of keys). Anything that moves the member (a step change, back, edit, restart)
 * is written once the frame that shows it has been painted: the write (serialising the draft and
 * session storage) is not work the member waits for, and in the commit it held back that frame.
 * Leaving the page (`pagehide`, the tab hidden), unmounting and `flush` (the wizard calls it
 * before sending) write what is pending at once, so a reload or a closed tab loses nothing.
 *
 * Those last write the draft as dispatched, not as rendered: a typed field hands its value over
 * in a transition (use-typed-text), so for a moment after a keystroke React's draft lags behind
 * the fields, and a reload in that moment would store the draft without the last keys.
 */
import { useCallback, useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { afterNextPaint } from '../../../ui/after-paint';
import {
  createDraft,
  type ResumedDraft,
  draftReducer,
  draftStorageKey,
  parseDraft,
  serializeDraft,
  type DraftAction,
  type WizardDraft,
} from '../../core';

/** How long typing may go unwritten (ms). */
export const DRAFT_WRITE_DELAY_MS = 400;

function read(key: string, flowId: string, personId: string): WizardDraft | null {
  try {
    return parseDraft(window.sessionStorage.getItem(key), { flowId, personId });
  } catch {
    return null;
  }
}

export interface WizardDraftOptions {
  /** Mirror to session storage (default true; a preview keeps its draft in memory only). */
  persist?: boolean;
  /** Delay of a typing write (ms). */
  delayMs?: number;
  /** The flow's version, recorded in a new draft. */
  flowVersion?: string;
  /** Makes a stored draft fit the flow as it is now (`resumeDraft`). */
  resume?: (stored: WizardDraft) => ResumedDraft;
}

export interface WizardDraftApi {
  draft: WizardDraft;
  dispatch: (action: DraftAction) => void;
  /** Forgets the draft (storage too) and stops storing it. */
  clear: () => void;
  /**
   * Forgets the answers (storage and memory): a new draft at the first step, stored once the
   * member answers again. For a wizard still on screen after the member stopped (back before the
   * next page was shown), so it shows no answer it no longer keeps.
   */
  forget: () => void;
  /** Starts over at `firstStepId` with no answers, storing again. */
  restart: (firstStepId: string) => void;
  /** Writes a pending change now. */
  flush: () => void;
  /** Steps to look at again because the flow changed since the stored draft was started. */
  review: readonly string[];
}

/** True when `next` moved the member (or anything but the answers changed). */
const moved = (previous: WizardDraft | null, next: WizardDraft) =>
  !previous ||
  previous.currentStepId !== next.currentStepId ||
  previous.completed !== next.completed ||
  previous.returnTo !== next.returnTo;

/** An action with the draft it was dispatched on and the draft it makes of that. */
interface Dispatched {
  action: DraftAction;
  from: WizardDraft;
  to: WizardDraft;
}

/** Cancels the write waiting in `pending`, if there is one. */
function cancelWrite(pending: RefObject<(() => void) | undefined>) {
  pending.current?.();
  pending.current = undefined;
}

/**
 * React's draft is made of the same objects as the draft as dispatched (so once React has caught
 * up the two are one object); an action applied to another draft (a render that leaves a pending
 * transition out) is applied anew.
 */
const follow = (draft: WizardDraft, { action, from, to }: Dispatched) =>
  draft === from ? to : draftReducer(draft, action);

export function useWizardDraft(
  flowId: string,
  personId: string,
  firstStepId: string,
  { persist = true, delayMs = DRAFT_WRITE_DELAY_MS, flowVersion, resume }: WizardDraftOptions = {},
): WizardDraftApi {
  const key = draftStorageKey(flowId, personId);
  // Read once, on the first render: the stored draft made fit for the flow, or a new one.
  const [initial] = useState((): ResumedDraft => {
    const stored = persist ? read(key, flowId, personId) : null;
    if (!stored)
      return { draft: createDraft(flowId, personId, firstStepId, flowVersion), review: [] };
    return resume ? resume(stored) : { draft: stored, review: [] };
  });
  const [draft, dispatchDraft] = useReducer(follow, initial.draft);
  const stored = useRef(persist);
  const latest = useRef(draft);
  // The draft with every action dispatched so far, rendered or not: what the fields show.
  const dispatched = useRef(draft);
  const written = useRef<WizardDraft | null>(null);
  // Cancels the write that is waiting (for the typing pause or the next paint), if one is.
  const pending = useRef<(() => void) | undefined>(undefined);

  const dispatch = useCallback((action: DraftAction) => {
    const from = dispatched.current;
    dispatched.current = draftReducer(from, action);
    dispatchDraft({ action, from, to: dispatched.current });
  }, []);
  const write = useCallback(
    (next: WizardDraft = latest.current) => {
      cancelWrite(pending);
      if (!stored.current || written.current === next) return;
      written.current = next;
      try {
        window.sessionStorage.setItem(key, serializeDraft(next));
      } catch {
        // Storage full or blocked: the wizard still works, only a reload loses the answers.
      }
    },
    [key],
  );
  // Pending: a write waiting for the typing pause or the next paint, or an action React has not
  // rendered yet.
  const flush = useCallback(() => {
    if (pending.current !== undefined || dispatched.current !== latest.current)
      write(dispatched.current);
  }, [write]);

  useEffect(() => {
    latest.current = draft;
    if (!stored.current) return;
    if (moved(written.current, draft)) {
      cancelWrite(pending);
      pending.current = afterNextPaint(() => write());
    } else if (pending.current === undefined) {
      const timer = setTimeout(() => write(), delayMs);
      pending.current = () => clearTimeout(timer);
    }
  }, [draft, write, delayMs]);

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
      flush();
    };
  }, [flush]);

  const clear = useCallback(() => {
    stored.current = false;
    cancelWrite(pending);
    window.sessionStorage.removeItem(key);
  }, [key]);
  const restart = useCallback(
    (first: string) => {
      stored.current = persist;
      written.current = null;
      dispatch({ type: 'restart', firstStepId: first });
    },
    [persist, dispatch],
  );
  const forget = useCallback(() => {
    clear();
    restart(firstStepId);
    // The new draft counts as written: nothing is stored until it changes.
    written.current = dispatched.current;
  }, [clear, restart, firstStepId]);
  return { draft, dispatch, clear, forget, restart, flush, review: initial.review };
}
