// The wizard flows of flows/ by name, for the devbox's list of flow previews. The glob is lazy:
// only the file names are bundled, not the flows.
const flowFiles = import.meta.glob('../../../flows/*.flow.json');

/** Flow names, e.g. `pension-age` for flows/pension-age.flow.json. */
export const flowNames: readonly string[] = Object.keys(flowFiles)
  .map((file) => file.replace(/^.*\//, '').replace(/\.flow\.json$/, ''))
  .sort();

export const FLOW_PREVIEW_PATH = '/devbox/flows';
