// Typed access to the long-lived local keys that are not part of the session object.
import { LOCAL_KEYS } from './storage-keys';

/** The long-lived flags and values of spec section 3. */
export interface LocalData {
  language: string;
  email: { email: string };
  cameFromPensionSite: boolean;
  navigateToContact: boolean;
  navigateToPension: boolean;
}

/** Reads a local value; undefined when absent or unreadable. */
export function readLocal<K extends keyof LocalData>(key: K): LocalData[K] | undefined {
  try {
    const raw = window.localStorage.getItem(LOCAL_KEYS[key]);
    return raw === null ? undefined : (JSON.parse(raw) as LocalData[K]);
  } catch {
    return undefined;
  }
}

/** Writes a local value, or removes it for undefined. */
export function writeLocal<K extends keyof LocalData>(
  key: K,
  value: LocalData[K] | undefined,
): void {
  try {
    if (value === undefined) window.localStorage.removeItem(LOCAL_KEYS[key]);
    else window.localStorage.setItem(LOCAL_KEYS[key], JSON.stringify(value));
  } catch {
    // Storage unavailable: the value is simply not remembered.
  }
}
