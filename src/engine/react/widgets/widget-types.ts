/**
 * The contract between the form renderer and a widget. It covers the ground of RJSF's
 * `WidgetProps` (id, value, onChange, onBlur, schema, options, required) in a shape of its own:
 * where it differs is listed in docs/adr/0002-lean-schema-renderer.md.
 */
import type { ComponentType, FocusEvent } from 'react';
import type { JsonSchema } from '../../core';

/** One choice of a radio group or select, its title already translated. */
export interface WidgetOption {
  /** The value stored when chosen (a schema `const` or `enum` entry). */
  value: unknown;
  /** The translated option title. */
  label: string;
}

/** What every widget gets. */
export interface WidgetProps {
  /** The id of the input (the label's `for`, the error summary's link target). */
  id: string;
  /** The field name, also the `name` of radio inputs. */
  name: string;
  /** The current value: a parsed value, or the raw text when it could not be parsed. */
  value: unknown;
  /** The field's schema as it applies now (hidden options removed). */
  schema: JsonSchema;
  /** The translated field title. */
  label: string;
  /** The field's ui schema entry as written (`ui:*` options such as `ui:accept`). */
  ui?: Readonly<Record<string, unknown>>;
  /** The choices, for option widgets. */
  options: WidgetOption[];
  /** The field must be filled in. */
  required: boolean;
  /** The field shows an error. */
  invalid: boolean;
  /** Ids of the help and error texts (`aria-describedby`), if any. */
  describedBy?: string;
  /** The member changed the value: `undefined` clears it. */
  onChange: (value: unknown) => void;
  /**
   * The member left the field: the moment to validate it. The event tells where focus went
   * (leaving for the next button validates on submit instead).
   */
  onBlur: (event?: FocusEvent<Element>) => void;
}

/** How the field template frames a widget. */
export type WidgetFrame =
  /** A `<label for>` above the input. */
  | 'label'
  /** A fieldset with the title as legend (radio groups). */
  | 'group'
  /** The widget labels itself (a checkbox with its text beside it). */
  | 'self';

/** One entry of the widget registry. */
export interface WidgetDefinition {
  /** The `ui:widget` name that picks it outright. */
  name: string;
  /** How well it fits a field without `ui:widget`: the highest rank wins, below 0 never. */
  rank: (schema: JsonSchema) => number;
  /** How the field template frames it. */
  frame: WidgetFrame;
  /** The element a link to this field should focus, from the field's id. */
  focusId?: (id: string) => string;
  /** A change is a finished answer (a choice): validate it at once instead of on blur. */
  commits?: boolean;
  /**
   * Message id of a hint on what to type (a date's format), shown as the field's help when its
   * ui schema gives none of its own.
   */
  hintId?: string;
  /**
   * The ui keys the widget reads from its field's entry besides `ui:widget` (e.g. `ui:accept`):
   * the step ui meta-schema accepts exactly the keys something reads (src/engine/react/ui-keys.ts).
   */
  uiKeys?: readonly string[];
  component: ComponentType<WidgetProps>;
}
