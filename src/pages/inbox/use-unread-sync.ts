// Keeps the session's unreadMessages (the menu badge) in step with the Messages query.
import { useEffect } from 'react';
import { getSession, updateSession } from '../../session/session';
import type { InboxMessage } from '../shared/data/messages';

/** Writes the unread messages of `messages` to the session when they differ. */
export function useUnreadSync(messages: readonly InboxMessage[] | undefined): void {
  useEffect(() => {
    if (!messages) return;
    const unread = messages
      .filter((message) => message.unread)
      .map(({ id, status }) => ({ id, status }));
    const current = getSession().unreadMessages;
    const same =
      current.length === unread.length &&
      current.every((message, index) => message.id === unread[index]?.id);
    if (!same) updateSession({ unreadMessages: unread });
  }, [messages]);
}
