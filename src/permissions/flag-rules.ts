// Every flag a page or a flow may ask for: the permission flags of rules/permissions.json and the
// pending-choice flags of rules/pending-choice.json, evaluated the same way.
import { pendingChoiceRules, type PendingChoiceFlag } from './pending-choice';
import type { PermissionRules } from './rule-types';
import { permissionRules, type PermissionFlag } from './rules';

/** A flag of either rule file. */
export type FlagName = PermissionFlag | PendingChoiceFlag;

/** Both rule files' flags as one set of rules. */
export const flagRules: PermissionRules<FlagName> = {
  flags: { ...permissionRules.flags, ...pendingChoiceRules.flags },
};

/** True for a name of either rule file (flow files name flags as plain strings). */
export function isFlagName(name: string): name is FlagName {
  return Object.hasOwn(flagRules.flags, name);
}
