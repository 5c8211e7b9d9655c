/**
 * The ui schema keys the core reads by name. Those that are the portal's own (conditions, prefills,
 * summary hints, destinations: `PORTAL_UI_KEYS`) it removes from the ui schema it hands to the
 * form renderer. Every key the meta-schema accepts is listed in ./ui-key-registry.ts.
 */

/** The widget that shows a field (the core asks its rules: ./widgets.ts). */
export const WIDGET = 'ui:widget';
/** The widget's options (e.g. options from data, an allocation's item keys and total). */
export const OPTIONS = 'ui:options';

/** A step's field order (the core drops hidden fields from it; the renderer follows it). */
export const ORDER = 'ui:order';

/** JSON-logic: the field is shown only while true. */
export const SHOW_IF = 'ui:showIf';
/** JSON-logic: the field is required while true. */
export const REQUIRED_IF = 'ui:requiredIf';
/** Per option value, JSON-logic: the option is offered only while true. */
export const OPTION_SHOW_IF = 'ui:optionShowIf';
/** How the summary shows the value. */
export const FORMAT = 'ui:format';
/** `false` leaves the field out of the summary. */
export const SUMMARY = 'ui:summary';

/** JSON-logic: the field's value until the member answers it (a prefill from data). */
export const DEFAULT = 'ui:default';

/**
 * `{ "use": "route", "reason": … }`: the answer only steers the wizard and is sent nowhere, for
 * the reason given (for editors; the flow checker demands it of an answer that goes nowhere).
 */
export const DESTINATION = 'ui:destination';

/** Keys the renderer never sees. */
export const PORTAL_UI_KEYS: readonly string[] = [
  DEFAULT,
  SHOW_IF,
  REQUIRED_IF,
  OPTION_SHOW_IF,
  FORMAT,
  SUMMARY,
  DESTINATION,
];

/** The ui entry of one field, or an empty record. */
export function fieldUi(uiSchema: Readonly<Record<string, unknown>>, field: string) {
  const entry = uiSchema[field];
  return (typeof entry === 'object' && entry !== null ? entry : {}) as Readonly<
    Record<string, unknown>
  >;
}

const record = (value: unknown) =>
  (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}) as Readonly<
    Record<string, unknown>
  >;

/** The `ui:options` of a field's ui entry, or an empty record. */
export function widgetOptions(ui: Readonly<Record<string, unknown>>) {
  return record(ui[OPTIONS]);
}
