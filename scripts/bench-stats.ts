// The arithmetic of `npm run bench`, apart from the browser so it can be tested: medians and p95
// of the timed interactions, the order in which our build and the hand-written baseline take
// turns, and the check of each ratio against its budget.

/** The value below which a share `q` (0–1) of `values` lies (nearest rank); NaN when empty. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** The median (the lower middle value of an even count, as nearest rank gives it). */
export const median = (values: readonly number[]) => quantile(values, 0.5);

/** The 95th percentile (nearest rank). */
export const p95 = (values: readonly number[]) => quantile(values, 0.95);

/** One turn of the bench: which page runs which journey in which round. */
export interface Turn<J> {
  /** Round number, from 1. */
  round: number;
  /** The journey of this turn. */
  journey: J;
  /** Which page is driven: the portal's build or the hand-written baseline. */
  page: 'ours' | 'baseline';
}

/**
 * The order of the runs: round by round, and in each round every journey on our build and then on
 * the baseline, so a slow minute of a shared machine falls on both pages alike.
 */
export function interleavedTurns<J>(journeys: readonly J[], rounds: number): Turn<J>[] {
  const turns: Turn<J>[] = [];
  for (let round = 1; round <= rounds; round += 1)
    for (const journey of journeys)
      for (const page of ['ours', 'baseline'] as const) turns.push({ round, journey, page });
  return turns;
}

/** A figure of ours against the same figure of the baseline, and whether it is within budget. */
export interface RatioCheck {
  /** Ours divided by the baseline; NaN when either has no figure. */
  ratio: number;
  /** The highest ratio allowed. */
  budget: number;
  /** 'ok', 'over' the budget, or 'none' when there is nothing to compare. */
  result: 'ok' | 'over' | 'none';
}

/**
 * Compares our figure with the baseline's. A journey without the interaction (no text field, so
 * no keystroke) on both pages has nothing to compare; on one page only, that is a failure, since
 * the two pages no longer do the same thing.
 */
export function checkRatio(ours: number, baseline: number, budget: number): RatioCheck {
  if (Number.isNaN(ours) && Number.isNaN(baseline))
    return { ratio: Number.NaN, budget, result: 'none' };
  const ratio = ours / baseline;
  return { ratio, budget, result: Number.isFinite(ratio) && ratio <= budget ? 'ok' : 'over' };
}
