// What the portal carries through the provider in the sign-in state, and reading it back.
import * as v from 'valibot';
import { impersonationSchema, textSchema } from '../session/persisted-fields';
import type { Impersonation } from '../session/session-types';

/** Data stored with the sign-in request and returned with the user. */
export interface SignInStateData {
  /** Portal path to return to after sign-in. */
  returnTo?: string;
  /** The state value of spec section 4: the user id the session is about. */
  userId?: string;
  /** Who an advisor acts for. */
  impersonation?: Impersonation;
}

const schema = v.object({
  returnTo: v.optional(v.string()),
  userId: v.optional(textSchema),
  impersonation: v.optional(impersonationSchema),
});

/** Reads the returned state; anything unexpected counts as no state. */
export function readSignInState(value: unknown): SignInStateData {
  const parsed = v.safeParse(schema, value ?? {});
  return parsed.success ? parsed.output : {};
}

/** A same-origin portal path, or home: never an absolute or protocol-relative URL. */
export function safeReturnPath(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return '/';
  return value;
}
