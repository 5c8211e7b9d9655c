// The pending-choice rule of spec section 4 (rules/pending-choice.json) as flags: one per area,
// each the file's one rule with the request types that block that area, so the area pages and the
// wizards' guards (`permissions.<flag>`) give the same answer.
import type { QueryName } from '../api/queries/query-registry';
import pendingChoiceJson from '../../rules/pending-choice.json';
import { buildRuleData, needsMet, type RuleData } from './rule-data';
import type { PermissionRules, QueryData } from './rule-types';
import { evaluate } from '../engine/core/logic';

/** A flag of rules/pending-choice.json: true while a request blocking its area is pending. */
export type PendingChoiceFlag = keyof (typeof pendingChoiceJson)['flags'];

/** What a request type or the pending trades block (descriptions are for readers only). */
interface Blocking {
  /** The flags set while one is pending. */
  blocks: readonly string[];
}

/** rules/pending-choice.json. */
export interface PendingChoiceFile {
  /** The pending requests and trades that block an area: a list, empty when none. */
  rule: unknown;
  /** Flag name per area. */
  flags: Readonly<Record<string, unknown>>;
  /** Request type code → the flags it sets. */
  requestTypes: Readonly<Record<string, Blocking>>;
  /** The flags any pending fund trade sets. */
  pendingTrades: Blocking;
}

/** What blocks one area: the values the rule reads as `blockedBy`. */
export interface BlockedBy {
  /** The request type codes that block it. */
  requestTypes: string[];
  /** Whether pending fund trades block it. */
  pendingTrades: boolean;
}

/** What blocks the area of `flag`, inverted from the file's table. */
export function blockedBy(file: PendingChoiceFile, flag: string): BlockedBy {
  return {
    requestTypes: Object.entries(file.requestTypes)
      .filter(([, type]) => type.blocks.includes(flag))
      .map(([code]) => code),
    pendingTrades: file.pendingTrades.blocks.includes(flag),
  };
}

/**
 * The file as permission flags: each flag is the one rule with its own `blockedBy`, needing
 * PolicyDetails, and PendingTrades only where trades block it.
 */
export function pendingChoiceFlagRules<F extends string>(
  file: PendingChoiceFile,
): PermissionRules<F> {
  const flags = {} as Record<F, PermissionRules<F>['flags'][F]>;
  for (const flag of Object.keys(file.flags) as F[]) {
    const blockers = blockedBy(file, flag);
    const needs: QueryName[] = ['PolicyDetails'];
    if (blockers.pendingTrades) needs.push('PendingTrades');
    flags[flag] = { needs, rule: file.rule, scope: { blockedBy: blockers } };
  }
  return { flags };
}

/** rules/pending-choice.json, typed. */
export const pendingChoiceFile = pendingChoiceJson as unknown as PendingChoiceFile;

/** One flag per area of rules/pending-choice.json. */
export const pendingChoiceRules = pendingChoiceFlagRules<PendingChoiceFlag>(pendingChoiceFile);

/** Every pending-choice flag, in file order. */
export const pendingChoiceFlagNames = Object.keys(pendingChoiceRules.flags) as PendingChoiceFlag[];

/**
 * The pending requests and trades that block the area of `flag` (empty when none), for the
 * notice on an area page; undefined while a query the flag needs has not answered.
 */
export function blockingItems(
  flag: PendingChoiceFlag,
  data: QueryData,
  now: RuleData['now'],
): unknown[] | undefined {
  const { needs, rule, scope } = pendingChoiceRules.flags[flag];
  if (!needsMet(needs, data)) return undefined;
  const items = evaluate(rule, { ...buildRuleData(data, now), ...scope });
  return Array.isArray(items) ? items : [];
}
