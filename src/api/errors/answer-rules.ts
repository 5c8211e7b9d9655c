// The answer-handling rows of spec section 8 as an ordered list of rules: the first rule that
// matches an error answer decides what happens. Pure: no storage, no navigation.
import type { PortalEnvironment } from '../../config/portal-config';
import { answerCode, answerMessage, firstErrorMessage } from './answer-body';
import { accessDeniedEffect, NO_EFFECT, type AnswerEffect } from './effects';
import { isMessageboxCall, isOnPage, NO_MAINTENANCE_REDIRECT } from './paths';

/** Everything a rule may look at. */
export interface AnswerContext {
  /** HTTP status of the answer. */
  status: number;
  /** The parsed answer body (JSON, text or undefined). */
  body: unknown;
  /** Path of the call that failed. */
  requestPath: string;
  /** The portal page the user is on. */
  currentPath: string;
  /** The configured environment. */
  environment: PortalEnvironment;
  /** The configuration's maintenance-redirect switch (applies in production). */
  maintenanceRedirect: boolean;
}

/** One row of the catalogue. */
export interface AnswerRule {
  name: string;
  /** The effect when the row applies, else undefined (the next row is tried). */
  apply(context: AnswerContext): AnswerEffect | undefined;
}

export const READ_ONLY_MESSAGE = 'Read only when impersonating';
export const GENERAL_EXCEPTION_MESSAGE = 'General exception: Error: 10001';
/**
 * The code that marks a real general exception (no redirect). The spec does not give its value;
 * this is our reading of the back end's name for it.
 */
export const GENERAL_EXCEPTION_CODE = 'GeneralException';
export const STUB_SCENARIO_MESSAGE = 'Geen stub message gevonden';
const BACKEND_UNAVAILABLE =
  /back-?end service(s)? (is |are )?(currently )?(temporarily )?unavailable/i;

function accessDenied(context: AnswerContext, code?: string): AnswerEffect {
  return accessDeniedEffect(context.currentPath, code);
}

export const answerRules: readonly AnswerRule[] = [
  {
    name: 'policy needs advance / on hold (PNA, POH)',
    apply(context) {
      const message = answerMessage(context.body);
      const code = ['PNA', 'POH'].find((candidate) => message.includes(candidate));
      return code ? accessDenied(context, code) : undefined;
    },
  },
  {
    name: 'maintenance (503 or backend service unavailable)',
    apply(context) {
      const matches =
        context.status === 503 || BACKEND_UNAVAILABLE.test(answerMessage(context.body));
      if (!matches) return undefined;
      if (isOnPage(context.currentPath, NO_MAINTENANCE_REDIRECT)) return NO_EFFECT;
      if (context.environment === 'production' && !context.maintenanceRedirect) {
        return NO_EFFECT;
      }
      return { kind: 'maintenance' };
    },
  },
  {
    name: '401 read only when impersonating',
    apply(context) {
      return context.status === 401 && answerMessage(context.body).includes(READ_ONLY_MESSAGE)
        ? { kind: 'readOnlyRefused' }
        : undefined;
    },
  },
  {
    name: '401 (not messagebox) → access denied without code',
    apply(context) {
      if (context.status !== 401) return undefined;
      return isMessageboxCall(context.requestPath) ? NO_EFFECT : accessDenied(context);
    },
  },
  {
    name: '500 general exception 10001 → access denied without code',
    apply(context) {
      return context.status === 500 &&
        answerMessage(context.body).includes(GENERAL_EXCEPTION_MESSAGE) &&
        answerCode(context.body) !== GENERAL_EXCEPTION_CODE
        ? accessDenied(context)
        : undefined;
    },
  },
  {
    // Spec section 8 names the policy-denied text but no answer that leads to it; the back end
    // refuses data it may not give (an advisor without the member's permission) with a 403 and a
    // code (stub/api/README.md, Access).
    name: '403 → policy denied, quoting the code',
    apply(context) {
      if (context.status !== 403) return undefined;
      const code = answerCode(context.body);
      return code ? { kind: 'policyDenied', code } : { kind: 'policyDenied' };
    },
  },
  {
    name: '400 stub scenario missing',
    apply(context) {
      const message = firstErrorMessage(context.body);
      return context.status === 400 && message.includes(STUB_SCENARIO_MESSAGE)
        ? { kind: 'stubError', url: context.requestPath, message }
        : undefined;
    },
  },
];

/** What to do about an error answer: the first matching row, else nothing. */
export function classifyAnswer(context: AnswerContext): AnswerEffect {
  for (const rule of answerRules) {
    const effect = rule.apply(context);
    if (effect) return effect;
  }
  return NO_EFFECT;
}
