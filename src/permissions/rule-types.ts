// The shapes of the rule files in rules/ (their JSON schemas are the source of truth; the tests
// validate every file against them).
import type { QueryName } from '../api/queries/query-registry';

/** One named JSON-logic rule: a derived value or a permission flag. */
export interface NamedRule {
  /** What it decides and where the spec says so (for readers: the build leaves it out, scripts/rule-notes.ts). */
  description?: string;
  /** Every query the rule reads, directly or through a derived value. */
  needs: readonly QueryName[];
  /** The JSON-logic rule. */
  rule: unknown;
  /**
   * Values the rule reads besides the rule data, by name (the pending-choice rule's `blockedBy`):
   * one rule serves several flags, each with its own values.
   */
  scope?: Readonly<Record<string, unknown>>;
}

/** rules/definitions.json: derived values, evaluated in order, read as `derived.<name>`. */
export interface DefinitionRules {
  definitions: Readonly<Record<string, NamedRule>>;
}

/** rules/permissions.json: one rule per permission flag. */
export interface PermissionRules<F extends string = string> {
  flags: Readonly<Record<F, NamedRule>>;
}

/** One outcome of rules/policy-status.json. */
export interface PolicyStatusOutcome {
  /** For readers: the build leaves it out (scripts/rule-notes.ts). */
  description?: string;
  /** When it applies. */
  when: unknown;
  /** The access-denied code: a literal or a rule giving one. */
  code: unknown;
}

/** rules/policy-status.json: the first outcome that applies gives the access-denied code. */
export interface PolicyStatusRules {
  needs: readonly QueryName[];
  outcomes: readonly PolicyStatusOutcome[];
}

/**
 * Query answers by name. Absent (undefined): not fetched yet. `null`: fetched and empty (a 404
 * answered as null, or a query that does not apply, such as advisor permission without an advisor).
 */
export type QueryData = Partial<Record<QueryName, unknown>>;
