// Applies catalogue effects: session flags for the UI's modals, navigation, sign-in, and what an
// answer keeps in the session. The only place where an answer changes anything.
import { dequal } from 'dequal/lite';
import { cleanupBrowserData } from '../../session/cleanup';
import { currentPath, navigateTo } from '../../session/navigation';
import { getSession, resetSession, updateSession } from '../../session/session';
import type { AnswerEffect } from './effects';
import { ACCESS_DENIED_PATH, MAINTENANCE_PATH } from './paths';
import { startSignIn } from './sign-in-starter';

/** Clears local data and starts sign-in of the same kind, coming back to the current page. */
function restartSignIn(): void {
  const previous = getSession();
  cleanupBrowserData();
  resetSession();
  startSignIn({
    kind: previous.authMethod,
    returnTo: currentPath(),
    userId: previous.impersonation ? previous.userId : undefined,
    impersonation: previous.impersonation,
  }).catch((error: unknown) => console.error('sign-in could not start', error));
}

export function applyEffect(effect: AnswerEffect): void {
  switch (effect.kind) {
    case 'accessDenied':
      if (effect.code) updateSession({ policyOrPackageDeniedErrorCode: effect.code });
      if (effect.redirect) navigateTo(ACCESS_DENIED_PATH);
      return;
    case 'maintenance':
      navigateTo(MAINTENANCE_PATH);
      return;
    case 'readOnlyRefused':
      updateSession({ showReadOnlyPermissionModal: true });
      return;
    case 'policyDenied':
      // The calls of one page are refused together: the modal opens once, with the first code.
      if (!getSession().policyDenied) updateSession({ policyDenied: { code: effect.code } });
      return;
    case 'stubError':
      updateSession({ stubError: { url: effect.url, message: effect.message } });
      return;
    case 'unreadMessages':
      // Written only when the list differs: every session change renders its users again.
      if (!dequal(getSession().unreadMessages, effect.messages)) {
        updateSession({ unreadMessages: effect.messages });
      }
      return;
    case 'signIn':
      restartSignIn();
      return;
    case 'none':
      return;
  }
}
