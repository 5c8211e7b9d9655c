/**
 * The wizard's draft (answers, completed steps) in a reducer, mirrored to session storage under
 * `draftStorageKey(flowId, personId)` so a reload loses nothing typed. Clearing (success, stop)
 * removes it and stops mirroring; sign-out removes every session-storage entry (session/cleanup).
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  createDraft,
  draftReducer,
  draftStorageKey,
  parseDraft,
  serializeDraft,
  type DraftAction,
  type WizardDraft,
} from '../../core';

function read(key: string, flowId: string, personId: string): WizardDraft | null {
  try {
    return parseDraft(window.sessionStorage.getItem(key), { flowId, personId });
  } catch {
    return null;
  }
}

export interface WizardDraftApi {
  draft: WizardDraft;
  dispatch: (action: DraftAction) => void;
  /** Forgets the draft (storage too) and stops storing it. */
  clear: () => void;
  /** Starts over at `firstStepId` with no answers, storing again. */
  restart: (firstStepId: string) => void;
}

export function useWizardDraft(
  flowId: string,
  personId: string,
  firstStepId: string,
): WizardDraftApi {
  const key = draftStorageKey(flowId, personId);
  const [draft, dispatch] = useReducer(
    draftReducer,
    undefined,
    () => read(key, flowId, personId) ?? createDraft(flowId, personId, firstStepId),
  );
  const stored = useRef(true);
  useEffect(() => {
    if (!stored.current) return;
    try {
      window.sessionStorage.setItem(key, serializeDraft(draft));
    } catch {
      // Storage full or blocked: the wizard still works, only a reload loses the answers.
    }
  }, [key, draft]);
  const clear = useCallback(() => {
    stored.current = false;
    window.sessionStorage.removeItem(key);
  }, [key]);
  const restart = useCallback((first: string) => {
    stored.current = true;
    dispatch({ type: 'restart', firstStepId: first });
  }, []);
  return { draft, dispatch, clear, restart };
}
