/**
 * What rules see. The binding gathers a {@link FlowContext} (answers so far, query answers,
 * permission flags, session, the current moment); `flow/logic-scope.ts` adds the flow's derived
 * values to make the {@link LogicScope} every rule of the flow is evaluated against.
 */

/** Answers per step id, each a record of field values. */
export type Answers = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** The session facts flows may read as `session.<key>`. */
export interface FlowSession {
  /** The selected policy. */
  policyId?: string;
  /** The member's person id (drafts are stored per person). */
  personId?: string;
  /** The active locale, nl-NL or en-GB. */
  locale?: string;
  /** True when impersonating: the binding shows the wizard but cannot send. */
  readOnly?: boolean;
}

/** Everything a flow's rules may read, as gathered by the binding. */
export interface FlowContext {
  /**
   * Answers per step. Store a step's values as `applyConditionalFields(...).values` when it is
   * completed, so hidden fields never linger; answers of hidden steps are ignored by the core.
   */
  answers: Answers;
  /** Query answers by query name (spec section 3), e.g. `data.PolicyDetails`. */
  data: Readonly<Record<string, unknown>>;
  /** Permission flags of spec section 6 by name. */
  permissions: Readonly<Record<string, boolean | undefined>>;
  /** Session facts. */
  session: FlowSession;
  /** The current moment (ISO string, Date or epoch ms); rules never read the clock. */
  now: string | Date | number;
}

/** The data a flow's rules are evaluated against: the context plus `derived`. */
export interface LogicScope {
  /** Answers per step (of visible steps only where the core cleaned them). */
  answers: Answers;
  /** Query answers by name. */
  data: Readonly<Record<string, unknown>>;
  /** Permission flags. */
  permissions: Readonly<Record<string, boolean | undefined>>;
  /** Session facts. */
  session: FlowSession;
  /** The current moment. */
  now: string | Date | number;
  /** The flow's derived values by name. */
  derived: Readonly<Record<string, unknown>>;
}
