/** A call the core built from a flow, for the command client (`src/api`), which alone sends. */

/** One call ready for the command client. */
export interface CommandCall {
  /** The command client's name for it (`personalPensionAgeCommand`, `personalPensionAge`). */
  command: string;
  /** Path parameters as built. */
  params: Record<string, unknown>;
  /** The request body. */
  body: unknown;
}
