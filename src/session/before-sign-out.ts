// What a page still has to tell the back end before the member signs out, e.g. a wizard dropping
// the quote draft it made (ADR 0014). Sign-out leaves the page at once, so it runs these first;
// each is fire and forget, and one that fails never stops the sign-out.

type Listener = () => void;

const listeners = new Set<Listener>();

/** Runs `listener` when the member signs out, until the returned function is called. */
export function whenSigningOut(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Runs every registered listener once (sign-out calls this before it leaves). */
export function signingOut(): void {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      console.error('a sign-out listener failed', error);
    }
  }
}
