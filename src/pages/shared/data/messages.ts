// Inbox messages (GET /messagebox/messages/{policyId} and /messagebox/message/{id}).
import { codeOf, descriptionOf, list, record, text } from './read';
import { useParsedQuery } from './use-parsed-query';

/** Status values of spec section 3. */
export const READ = 'Gelezen';
export const UNREAD = 'Ongelezen';

export interface Attachment {
  documentId: string;
  title: string;
}

export interface InboxMessage {
  id: string;
  subject: string;
  /** ISO date-time. */
  date?: string;
  /** True when the status is Ongelezen. */
  unread: boolean;
  /** Raw status, for the session's unread list. */
  status: string;
  categoryCode?: string;
  /** Category as the back end names it (Dutch). */
  category?: string;
  sender?: string;
  attachments: Attachment[];
  /** Only in the single-message answer. */
  body?: string;
}

/** One message from either answer. */
export function parseMessage(raw: unknown): InboxMessage | undefined {
  const item = record(raw);
  const id = text(item.id);
  if (!id) return undefined;
  const status = text(item.status) ?? READ;
  return {
    id,
    subject: text(item.subject) ?? '',
    date: text(item.date),
    unread: status === UNREAD,
    status,
    categoryCode: codeOf(item.category),
    category: descriptionOf(item.category),
    sender: text(item.sender),
    attachments: list(item.attachmentCollection).flatMap((entry) => {
      const attachment = record(entry);
      const documentId = text(attachment.documentId);
      return documentId ? [{ documentId, title: text(attachment.title) ?? documentId }] : [];
    }),
    body: text(item.body),
  };
}

/** The list, newest first. */
export function parseMessages(raw: unknown): InboxMessage[] {
  return list(raw)
    .flatMap((entry) => parseMessage(entry) ?? [])
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
}

export const useMessages = () => useParsedQuery('Messages', parseMessages);
export const useMessage = (id: string | null) =>
  useParsedQuery('Message', parseMessage, id === null ? null : { id });
