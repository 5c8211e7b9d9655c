/**
 * The ui schema keys the engine core reads: conditions, prefills, options from data, the checks of
 * file fields and summary hints; and `ui:destination`, which the flow checker reads
 * (scripts/flows-destinations.ts) through the core's `DESTINATION`. Together with the keys the renderer reads
 * (src/engine/react/ui-keys.ts) this is the list the step ui meta-schema
 * (schemas/meta/ui.schema.json) accepts, no more and no fewer: a key an editor can write does
 * something.
 */
import { OPTIONS, WIDGET } from './data-options';
import { ACCEPT, MAX_TOTAL_SIZE } from './files';
import {
  DEFAULT,
  DESTINATION,
  FORMAT,
  OPTION_SHOW_IF,
  ORDER,
  REQUIRED_IF,
  SHOW_IF,
  SUMMARY,
} from './ui-keys';

/** The keys the core reads, on a step's ui schema and on each field's entry. */
export const coreUiKeys: { readonly step: readonly string[]; readonly field: readonly string[] } = {
  step: [ORDER],
  field: [
    WIDGET,
    OPTIONS,
    DEFAULT,
    SHOW_IF,
    REQUIRED_IF,
    OPTION_SHOW_IF,
    FORMAT,
    SUMMARY,
    DESTINATION,
    ACCEPT,
    MAX_TOTAL_SIZE,
  ],
};
