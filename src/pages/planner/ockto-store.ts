// The income data retrieved through the external income-data source (Ockto), kept in memory for
// this visit only: it is personal data, so it is not written to any browser storage, and leaving
// the planner drops it.
import { useSyncExternalStore } from 'react';

/** One retrieved item: a label (message id) and its display value. */
export interface OcktoItem {
  labelId: string;
  value: string;
}

/** Data from one source (UWV, Mijnpensioenoverzicht.nl, BRP). */
export interface OcktoSource {
  /** Message id of the source's name. */
  sourceId: string;
  items: OcktoItem[];
}

export interface OcktoData {
  /** ISO date-time of the retrieval. */
  retrievedAt: string;
  /** True when the data was put together in the browser (no retrieval endpoint exists yet). */
  simulated: boolean;
  sources: OcktoSource[];
}

let current: OcktoData | undefined;
const listeners = new Set<() => void>();

export function setOcktoData(data: OcktoData | undefined): void {
  current = data;
  listeners.forEach((listener) => listener());
}

export function getOcktoData(): OcktoData | undefined {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOcktoData(): OcktoData | undefined {
  return useSyncExternalStore(subscribe, getOcktoData, getOcktoData);
}
