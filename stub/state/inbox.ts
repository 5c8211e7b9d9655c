// Workflow commands (divorce, value transfer, cover change) send the member a confirmation in the
// inbox, as the real back office does; the new message is unread and on top.
import type { Message, Pension } from '../personas/types';
import type { Sequence } from './sequence';

/** What a new message says. */
export interface NewMessage {
  /** Subject line. */
  subject: string;
  /** Plain text, paragraphs separated by blank lines. */
  body: string;
  /** Category code and description. */
  category: { code: string; description: string };
}

/** Puts an unread message on top of the policy's inbox and returns it. */
export function addMessage(pension: Pension, ids: Sequence, message: NewMessage): Message {
  const created: Message = {
    id: ids.next(),
    subject: message.subject,
    date: new Date().toISOString(),
    status: 'Ongelezen',
    category: message.category,
    sender: 'a.s.r. Pensioenen',
    body: message.body,
    attachmentCollection: [],
  };
  pension.messages.unshift(created);
  return created;
}
