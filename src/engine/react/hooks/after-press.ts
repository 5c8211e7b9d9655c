/**
 * Runs work once the pointer is released. Leaving a field by pressing on another control blurs
 * the field while the button is still down; an error shown right then moves what is below it, and
 * the press lands on something else than the member aimed at (or on nothing). Checks started by
 * such a blur wait until the press is over and its click has been handled.
 */
let installed = false;
let pressed = false;
let waiting: (() => void)[] = [];

function release() {
  pressed = false;
  const run = waiting;
  waiting = [];
  // After the click that follows this pointerup in the same task.
  if (run.length > 0) setTimeout(() => run.forEach((action) => action()), 0);
}

/** Starts watching presses (once per document; safe to call on every mount). */
export function watchPresses(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('pointerdown', () => (pressed = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Runs `action` now, or after the pointer is released when a press is under way. */
export function afterPress(action: () => void): void {
  if (pressed) waiting.push(action);
  else action();
}
