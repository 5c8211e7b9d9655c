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
