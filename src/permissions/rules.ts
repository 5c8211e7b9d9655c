// The rule files of rules/, typed. Bundled with the portal: rules are data, not code.
import definitionsJson from '../../rules/definitions.json';
import permissionsJson from '../../rules/permissions.json';
import policyStatusJson from '../../rules/policy-status.json';
import type { DefinitionRules, PermissionRules, PolicyStatusRules } from './rule-types';

/** A permission flag named in rules/permissions.json. */
export type PermissionFlag = keyof (typeof permissionsJson)['flags'];

/** Derived values shared by the flags and the policy status. */
export const definitionRules = definitionsJson as unknown as DefinitionRules;

/** The permission flags of spec section 6. */
export const permissionRules = permissionsJson as unknown as PermissionRules<PermissionFlag>;

/** The policy status rules of spec section 4. */
export const policyStatusRules = policyStatusJson as unknown as PolicyStatusRules;

/** Every flag, in file order. */
export const permissionFlagNames = Object.keys(permissionRules.flags) as PermissionFlag[];
