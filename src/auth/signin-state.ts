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

/** How often a return path is decoded while looking for a hidden `//`, `\\` or control character. */
const DECODE_ROUNDS = 3;

/**
 * True when `text` (or a percent-decoded form of it) starts with two slashes or holds a
 * backslash or a control character: what a URL parser strips or turns into `/`, so the text
 * checked would not be the address followed.
 */
function hidesAnotherAddress(text: string): boolean {
  let current = text;
  for (let round = 0; round <= DECODE_ROUNDS; round += 1) {
    // eslint-disable-next-line no-control-regex -- control characters are what this looks for
    if (/^[/\\]{2}|\\|[\u0000-\u001f\u007f]/.test(current)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // A stray `%` (as in `100%25` decoded once): no browser decodes further either.
      return false;
    }
    if (decoded === current) return false;
    current = decoded;
  }
  return true;
}

/**
 * The portal path to return to after sign-in, or home (`/`). Accepted only when it is a path
 * (starts with one `/`) and `new URL(path, origin)` stays on the portal's own origin; tabs,
 * newlines, backslashes, `//host`, `/\\host`, their percent-encoded forms and any scheme
 * (`javascript:`, `https:`) are refused. The answer is the parsed URL's path, query and hash, so
 * what is followed is what was checked.
 */
export function safeReturnPath(
  value: string | undefined,
  origin: string = window.location.origin,
): string {
  if (!value || !value.startsWith('/') || hidesAnotherAddress(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  if (url.origin !== new URL(origin).origin) return '/';
  // Dot segments can leave two slashes at the start (`/.//host` is `//host`): another address.
  if (url.pathname.startsWith('//')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
