/**
 * The shape of a flow file (`flows/<id>.flow.json`). `schemas/meta/flow.schema.json` is the
 * source of truth and documents every field for editors; these types are its TypeScript view, so
 * the runtime can trust a flow that passed the meta-schema.
 */

/** A JSON-logic rule (`src/engine/core/logic`), evaluated over the flow's `LogicScope`. */
export type Logic = unknown;

/**
 * A value built from JSON-logic: a one-key object naming an operation is a rule, `{"$literal": x}`
 * is `x`, `{"$map": {…}}` forces a mapping, other objects map keys to templates, arrays map items (see `submit/evaluate-template.ts`).
 */
export type Template = unknown;

/** How the binding shows a value. */
export type ValueFormat =
  | 'text'
  | 'number'
  | 'currency'
  | 'pensionAge'
  | 'date'
  | 'message'
  /** A list of `{ name, … }` files: their names. */
  | 'files';

/** A condition that blocks the whole wizard (e.g. a pending choice). */
export interface GuardDefinition {
  /** Name for analytics and tests, e.g. `pending-choice`. */
  id: string;
  /** While true, the wizard is blocked. */
  when: Logic;
  /** Message id of the title shown instead of the wizard. */
  title?: string;
  /** Message id of the text shown instead of the wizard. */
  message: string;
}

/** What every step has; the kind (`steps/`) decides the rest. */
export interface StepDefinition {
  /** Slug of the spec's step name, e.g. `kies-pensioenleeftijd`; the key of its answers. */
  id: string;
  /** The step kind, a key of the step registry. */
  kind: string;
  /** Message id of the title, also the name in the progress bar. */
  title: string;
  /** Shown only while true; reads answers of earlier steps only. */
  showIf?: Logic;
  /** Content blocks shown on the step. */
  content?: ContentBlockDefinition[];
  /** Kind-specific fields. */
  [key: string]: unknown;
}

/** A content block as written in a flow; `content/` resolves it for display. */
export interface ContentBlockDefinition {
  /** text, list, help or table. */
  type: string;
  /** Shown only while true. */
  showIf?: Logic;
  /** Type-specific fields. */
  [key: string]: unknown;
}

/** A query a step fetches with parameters built from the answers. */
export interface StepQueryDefinition {
  /** A named query of spec section 3. */
  name: string;
  /** Its parameters, a template. */
  params?: Template;
}

/** A command or report call the flow sends. */
export interface CallDefinition {
  /** Path parameters, a template giving e.g. `{ id }`. */
  params?: Template;
  /** The body, a template. */
  body: Template;
}

/**
 * The request's summary document: the answers the command body has no room for, filed by the back
 * end as a PDF before the command is sent; the command then names it (ADR 0003).
 */
export interface SummaryDocumentDefinition extends CallDefinition {
  /** A summary document name of the command client (`src/api/commands/command-registry.ts`). */
  name: string;
  /** The command body key that carries the filed document's id, e.g. `summaryDocumentId`. */
  reference: string;
}

/** What the wizard sends after the last step (one alternative when `submit` is a list). */
export interface SubmitDefinition extends CallDefinition {
  /** In a list of alternatives: this one is sent when true (the first that holds wins). */
  when?: Logic;
  /** A command name of the command client (`src/api/commands/command-registry.ts`). */
  command: string;
  /** The summary PDF offered afterwards (the member's copy; the fund keeps none of it). */
  report?: CallDefinition & {
    /** A report name of the command client (`src/api/commands/command-registry.ts`). */
    name: string;
  };
  /** Filed before the command, which refers to it: the answers its body has no room for. */
  summaryDocument?: SummaryDocumentDefinition;
}

/** A call of a quote draft: a command of the command client and its path parameters. */
export interface QuoteCallDefinition {
  /** A command name of the command client (`src/api/commands/command-registry.ts`). */
  command: string;
  /** Path parameters, a template giving e.g. `{ id }`. */
  params?: Template;
}

/**
 * A change the back end checks and prices as a quote draft before it is carried out (ADR 0014):
 * created when Next leads to `before`, accepted as the send, cancelled when the member leaves.
 */
export interface QuoteDraftDefinition {
  /** The step the draft is made for (the summary): Next leading there creates it. */
  before: string;
  /** Makes the draft; its body is the body of the submit alternative that applies. */
  create: QuoteCallDefinition;
  /** Sent instead of the submit command. */
  accept: QuoteCallDefinition;
  /** Drops the draft when the member leaves (fire and forget). */
  cancel: QuoteCallDefinition;
}

/** A whole flow file. */
export interface FlowDefinition {
  /** Editor hint, `../schemas/meta/flow.schema.json`. */
  $schema?: string;
  /** Equals the file name; prefixes the flow's message ids. */
  id: string;
  /** Path of the wizard page. */
  route: string;
  /** Path after a successful submit. */
  successRoute: string;
  /** Analytics funnel type. */
  funnelType: 'mutatie' | 'aanvraag';
  /** Self-service task id of spec section 9; absent for the flows the spec gives none. */
  selfServiceTaskId?: number;
  /** Message id of the page title. */
  title: string;
  /** Permission flags that must all be true. */
  requiredFlags?: string[];
  /** Named queries fetched before the first step. */
  queries: string[];
  /** Named values computed in order, readable as `derived.<name>`. */
  derived?: Record<string, Logic>;
  /** Conditions that block the wizard; the first that holds wins. */
  guards?: GuardDefinition[];
  /** The steps in order. */
  steps: StepDefinition[];
  /** What is sent: one call, or alternatives chosen by their `when` (first match). */
  submit: SubmitDefinition | SubmitDefinition[];
  /** The change is a quote draft from `before` to the send (absent: the command is sent as is). */
  quoteDraft?: QuoteDraftDefinition;
  /** True when the answers equal what is in place (nothing-changed modal). */
  nothingChanged?: Logic;
}
