/** The session facts flows may read as `session.<key>` (see `FlowSession`). */
import type { FlowSession } from '../types/context';

export const sessionKeys: readonly (keyof FlowSession)[] = [
  'policyId',
  'personId',
  'locale',
  'readOnly',
];
