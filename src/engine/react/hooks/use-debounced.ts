/**
 * A value once it has stopped changing: what a search box asks for once the member stops typing,
 * or what the wizard works out ahead once the member pauses. The settled value comes in a
 * transition, so what it renders yields to the member's next keystroke or click.
 */
import { startTransition, useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delay` ms; `initial` until then. */
export function useDebounced<T, I>(value: T, delay: number, initial: I): T | I {
  const [settled, setSettled] = useState<T | I>(initial);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setSettled(() => value)), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
