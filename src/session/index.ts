// The session layer's public API.
export type * from './session-types';
export { getSession, updateSession, subscribeSession, resetSession, sessionStore } from './session';
export { useSession } from './use-session';
export {
  activeLocale,
  hasValidToken,
  isImpersonating,
  isReadOnly,
  newMessagesCount,
  readToken,
  stubHeaderId,
} from './selectors';
export { startImpersonation, endImpersonation } from './impersonation';
export { cleanupBrowserData, clearSignInData } from './cleanup';
export { navigateTo, currentPath } from './navigation';
export { SessionProvider } from './session-provider';
export * from './storage-keys';
