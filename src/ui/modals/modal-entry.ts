// Tells a modal component rendered by the host whether it is open and how to close itself,
// so each catalogue modal is just `<Modal …>` without open/close wiring of its own.
import { createContext, useContext } from 'react';

export interface ModalEntryState {
  open: boolean;
  /** Closes this modal (after the caller's own handlers). */
  close: () => void;
  /** Called once the closing transition has finished. */
  exited: () => void;
}

const closedEntry: ModalEntryState = { open: false, close: () => {}, exited: () => {} };

export const ModalEntryContext = createContext<ModalEntryState | null>(null);

/** The host's state for the surrounding modal; a closed stand-in outside the host. */
export function useModalEntry(): ModalEntryState {
  return useContext(ModalEntryContext) ?? closedEntry;
}
