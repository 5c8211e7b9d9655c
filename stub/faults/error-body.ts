// The one shape of every error answer the stub gives (faults, validation, 401, 404), so the
// portal's error catalogue (spec section 8) has one thing to read:
//
//   { "message": string,              // human text; the portal matches substrings in it
//     "code"?: string,                // machine code: PNA, POH, 10001, STUB_MESSAGE_NOT_FOUND, …
//     "errors"?: [{ "message": string, "code"?: string, "field"?: string }] }
//                                     // details; 400 answers always carry at least one
//
// The projections fault is the exception by design: the real back end answers 200 with calculation
// messages, so that fault is a projections answer (see catalogue.ts), not an error body.

/** One detail line of an error answer. */
export interface ErrorDetail {
  /** Human text. */
  message: string;
  /** Machine code. */
  code?: string;
  /** The request body field it is about (validation). */
  field?: string;
}

/** Body of every error answer. */
export interface ErrorBody {
  /** Human text; the portal matches substrings in it (PNA, POH, …). */
  message: string;
  /** Machine code. */
  code?: string;
  /** Details; present on every 400. */
  errors?: ErrorDetail[];
}

/** A 400 body for a request body problem. */
export function validationError(field: string, message: string): ErrorBody {
  return { message, code: 'VALIDATION', errors: [{ field, message, code: 'VALIDATION' }] };
}
