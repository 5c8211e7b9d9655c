// Catalogue rows that belong to one query: projections (URM) and pension info (spec section 8),
// and the inbox list, whose unread messages the session keeps for the menu badge.
import { answerCodes, answerMessage } from './answer-body';
import { accessDeniedEffect, type AnswerEffect } from './effects';

/** What a failed call looked like, as queries see it. */
export interface FailedAnswer {
  status: number;
  body: unknown;
}

function hasProjectionMessageCode(body: unknown): boolean {
  return answerCodes(body).some((code) => code.includes('NlUcmCqMessages'));
}

/** Projections answer with NlUcmCqMessages error codes → access denied URM. */
export function projectionsErrorEffect(
  answer: FailedAnswer,
  currentPath: string,
): AnswerEffect | undefined {
  return hasProjectionMessageCode(answer.body) ? accessDeniedEffect(currentPath, 'URM') : undefined;
}

function lacksPayments(entry: unknown): boolean {
  return (
    typeof entry !== 'object' ||
    entry === null ||
    !Array.isArray((entry as Record<string, unknown>).paymentCollection)
  );
}

/** Projections data with NlUcmCqMessages codes or without a paymentCollection → access denied URM. */
export function projectionsDataEffect(
  data: unknown,
  currentPath: string,
): AnswerEffect | undefined {
  const collection =
    typeof data === 'object' && data !== null
      ? (data as Record<string, unknown>).nlUcmProjectionsDCCqCollection
      : undefined;
  const failed =
    hasProjectionMessageCode(data) || !Array.isArray(collection) || collection.some(lacksPayments);
  return failed ? accessDeniedEffect(currentPath, 'URM') : undefined;
}

const OBJECT_REFERENCE = 'Object reference not set';
const VALUE_NULL = 'Value cannot be null';

/**
 * Pension info: an object-reference-not-set message, or a 500 saying a value cannot be null,
 * → access denied without code. Anything else: undefined (the error is rethrown as is).
 */
export function pensionInfoErrorEffect(
  answer: FailedAnswer,
  currentPath: string,
): AnswerEffect | undefined {
  const message = answerMessage(answer.body);
  const denied =
    message.includes(OBJECT_REFERENCE) || (answer.status === 500 && message.includes(VALUE_NULL));
  return denied ? accessDeniedEffect(currentPath) : undefined;
}

/** Status of an unread message (spec section 3). */
const UNREAD = 'Ongelezen';

/**
 * The inbox list → the session's unread messages, as the answer arrives: the page and the menu
 * badge then render with the same count at once, instead of the badge following a render later.
 */
export function messagesDataEffect(data: unknown): AnswerEffect {
  const messages = (Array.isArray(data) ? data : []).flatMap((entry: unknown) => {
    const { id, status } =
      typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    return typeof id === 'string' && status === UNREAD ? [{ id, status: UNREAD }] : [];
  });
  return { kind: 'unreadMessages', messages };
}
