// The error every failed portal call rejects with.
import { answerMessage } from './errors/answer-body';
import type { AnswerEffect } from './errors/effects';

export class ApiError extends Error {
  /** HTTP status of the answer. */
  readonly status: number;
  /** The parsed answer body. */
  readonly body: unknown;
  /** Path of the call. */
  readonly path: string;
  /** What the catalogue did about it. */
  readonly effect: AnswerEffect;

  constructor(args: { status: number; body: unknown; path: string; effect: AnswerEffect }) {
    super(answerMessage(args.body) || `Request to ${args.path} failed with status ${args.status}`);
    this.name = 'ApiError';
    this.status = args.status;
    this.body = args.body;
    this.path = args.path;
    this.effect = args.effect;
  }
}

/** Thrown before any request when a read-only (impersonating) session tries a write. */
export class ReadOnlyRefusedError extends Error {
  constructor(command: string) {
    super(`Read only when impersonating: ${command} was not sent`);
    this.name = 'ReadOnlyRefusedError';
  }
}

/**
 * A query's 404 whose registry entry names what the member reads for it (`notFoundText`): the
 * thing asked for does not exist, so the page says so instead of offering a retry.
 */
export class NotFoundError extends Error {
  /** Message id of the text shown (spec section 8, e.g. 'User not found'). */
  readonly messageId: string;

  constructor(messageId: string, cause: ApiError) {
    super(`Not found: ${cause.path}`, { cause });
    this.name = 'NotFoundError';
    this.messageId = messageId;
  }
}
