// The one modal system: a small store of the open modal, reachable through context
// (`useModals()`), with a module-wide default so providers and pages share it without wiring.
import { createContext, useContext, useMemo, type ComponentType } from 'react';

/** One modal the store shows: a component, its props, and whether it is still open. */
export interface ModalEntry {
  /** Unique per `open` call. */
  key: number;
  component: ComponentType<object>;
  props: object;
  /** False while the closing transition runs; the entry is removed after it. */
  open: boolean;
}

export interface ModalStore {
  /** Current entries, oldest first (a modal opened over another stacks on top). */
  getEntries: () => readonly ModalEntry[];
  subscribe: (listener: () => void) => () => void;
  /** Shows a modal; returns its key. */
  open: <P extends object>(component: ComponentType<P>, props: P) => number;
  /** Starts closing the given modal, or the top one. */
  close: (key?: number) => void;
  /** Drops a closed entry once its exit transition has finished. */
  remove: (key: number) => void;
}

/** A fresh store (one per app; tests make their own). */
export function createModalStore(): ModalStore {
  let entries: readonly ModalEntry[] = [];
  let nextKey = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly ModalEntry[]) => {
    entries = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getEntries: () => entries,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open: (component, props) => {
      const key = nextKey++;
      set([...entries, { key, component: component as ComponentType<object>, props, open: true }]);
      return key;
    },
    close: (key) => {
      const target = key ?? [...entries].reverse().find((entry) => entry.open)?.key;
      if (target === undefined) return;
      set(entries.map((entry) => (entry.key === target ? { ...entry, open: false } : entry)));
    },
    remove: (key) => set(entries.filter((entry) => entry.key !== key)),
  };
}

/** The store the app uses when no ModalProvider supplies another. */
export const defaultModalStore = createModalStore();

export const ModalStoreContext = createContext<ModalStore>(defaultModalStore);

/** What components get from `useModals()`. */
export interface ModalsApi {
  /** Opens `modal` with `props`; returns a key for `close`. */
  open: <P extends object>(modal: ComponentType<P>, props: P) => number;
  /** Closes the given modal, or the top one. */
  close: (key?: number) => void;
}

/** Opens and closes modals from anywhere below the (optional) ModalProvider. */
export function useModals(): ModalsApi {
  const store = useContext(ModalStoreContext);
  return useMemo(() => ({ open: store.open, close: store.close }), [store]);
}
