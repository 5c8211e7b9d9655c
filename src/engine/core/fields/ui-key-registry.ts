/**
 * The ui schema keys the engine core reads: conditions, prefills, options from data, the checks of
 * file fields and summary hints; and `ui:destination`, which the flow checker reads
 * (scripts/flows-destinations.ts) through the core's `DESTINATION`. Together with the keys the renderer reads
 * (src/engine/react/ui-keys.ts) this is the list the step ui meta-schema
 * (schemas/meta/ui.schema.json) accepts, no more and no fewer: a key an editor can write does
 * something.
 */
import { ACCEPT, MAX_TOTAL_SIZE } from './files';
import { OPTIONS, ORDER, PORTAL_UI_KEYS, WIDGET } from './ui-keys';

/** The keys the core reads, on a step's ui schema and on each field's entry. */
export const coreUiKeys: { readonly step: readonly string[]; readonly field: readonly string[] } = {
  step: [ORDER],
  // The portal's own keys (conditions, prefills, format, summary, destination), which the core
  // removes before the renderer sees the ui schema, and those it reads beside the renderer.
  field: [WIDGET, OPTIONS, ...PORTAL_UI_KEYS, ACCEPT, MAX_TOTAL_SIZE],
};
