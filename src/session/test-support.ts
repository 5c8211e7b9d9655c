// For tests: put the portal's session and browser storage back to a first visit.
import { initialSession } from './session-store';
import { sessionStore } from './session';

export function resetSessionForTest(): void {
  window.sessionStorage.clear();
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  sessionStore.update({
    ...Object.fromEntries(Object.keys(sessionStore.get()).map((key) => [key, undefined])),
    ...initialSession(() => crypto.randomUUID()),
  });
}
