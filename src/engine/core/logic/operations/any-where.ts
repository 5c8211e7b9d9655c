/**
 * `any_where`: does any array element have a field that compares to a value?
 *
 * json-logic's own `some` evaluates its condition with the element as the whole data, so inside
 * it `{"var": "now"}` or any other outside value is out of reach. `any_where` takes the value
 * from the outer scope instead: "some child born before `now` minus 27 years" is
 * `{"any_where": [{"var": "children"}, "dateOfBirth", "date_before",
 * {"add_years": [{"var": "now"}, -27]}]}`. Conditions on the element alone should keep using
 * `some`, and a plain field equality is `any_where` with `"=="` (so no separate `some_eq`).
 */
import jsonLogic from 'json-logic-js';
import { getPath } from '../get-path';
import type { LogicOperation } from '../types';

/**
 * `{"any_where": [array, "field.path", operator, value]}` → true when for some element
 * `{operator: [element's field, value]}` is truthy. The operator is any registered binary
 * operation, built in (`==`, `!=`, `<`, `<=`, `>`, `>=`, `in`, …) or custom (`date_before`, …),
 * with json-logic's own semantics; the two values are handed over through `var`, so data is
 * never mistaken for a rule. A missing or empty array gives false; an unknown operator throws.
 */
export function anyWhereOp(items: unknown, path: unknown, operator: unknown, value: unknown) {
  if (!Array.isArray(items) || typeof path !== 'string' || typeof operator !== 'string') {
    return false;
  }
  const comparison = { [operator]: [{ var: 'field' }, { var: 'value' }] };
  return items.some((item) =>
    jsonLogic.truthy(jsonLogic.apply(comparison, { field: getPath(item, path), value })),
  );
}

/** The `any_where` operation. */
export const anyWhereOperation: LogicOperation = { name: 'any_where', apply: anyWhereOp };
