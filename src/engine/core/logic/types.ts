/**
 * Shapes shared by the JSON-logic engine and its operations.
 *
 * How time reaches rules: the caller puts the current moment in the data as `now` (an ISO
 * string, a `Date` or epoch milliseconds). Rules read it with `{"var": "now"}` and pass it to the
 * date operations as an argument, e.g. `{"add_months": [{"today": {"var": "now"}}, 2]}`. No
 * operation reads the real clock, so a rule gives the same answer in a test, in the browser and
 * in the flow checker for the same data.
 */

/** The data a rule is evaluated against: whatever the caller supplies, plus `now`. */
export interface LogicData {
  /** The current moment (ISO string, `Date` or epoch ms); rules read it as `{"var": "now"}`. */
  now?: string | Date | number;
  /** Any other fetched data or answers, addressed by `var` paths. */
  [key: string]: unknown;
}

/** A custom JSON-logic operation: its name in rules and the function json-logic-js calls. */
export interface LogicOperation {
  /** The operator as written in rules (`{"add_months": […]}`). */
  readonly name: string;
  /**
   * Called with the evaluated arguments; `this` is the data of the current scope (json-logic-js
   * binds it), which inside `some`/`all`/`filter`/`map` is the array element.
   */
  readonly apply: (this: unknown, ...args: unknown[]) => unknown;
}
