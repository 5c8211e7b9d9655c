/**
 * Every ui schema key something reads: the engine core's (src/engine/core/fields/ui-key-registry.ts),
 * the templates' and each widget's (`uiKeys` in its registry entry). The step ui meta-schema
 * (schemas/meta/ui.schema.json) accepts exactly these (tests/ui-meta-schema.test.ts), so a key an
 * editor writes always does something, and one the code starts to read is documented there.
 */
import { coreUiKeys } from '../core/fields/ui-key-registry';
import { FORMAT, ORDER } from '../core/fields/ui-keys';
import { WIDGET } from '../core/fields/ui-keys';
import { widgets } from './widgets';

/** The field help (message id) under the field; the object template reads it. */
export const HELP = 'ui:help';

/** What the templates read: the field order, the widget name, the help, the format of values. */
const templateUiKeys = { step: [ORDER], field: [WIDGET, HELP, FORMAT] };

const union = (...lists: (readonly string[])[]) => [...new Set(lists.flat())].sort();

/** The ui keys read on a step's ui schema and on each field's entry. */
export const uiKeysRead: { readonly step: readonly string[]; readonly field: readonly string[] } = {
  step: union(coreUiKeys.step, templateUiKeys.step),
  field: union(
    coreUiKeys.field,
    templateUiKeys.field,
    ...widgets.map((widget) => widget.uiKeys ?? []),
  ),
};
