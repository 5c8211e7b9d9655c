// The policy status check of spec section 4 for React: evaluates rules/policy-status.json over
// the selected policy and stores a denial code in the session, which sends every route but the
// exempt ones to /foutmelding.
import { useEffect } from 'react';
import { updateSession } from '../session/session';
import { evaluatePolicyStatus } from './evaluate-policy-status';
import { queriesFor } from './rule-queries';
import { policyStatusRules } from './rules';
import { useNow } from './use-now';
import { useRuleData } from './use-rule-data';

export interface PolicyStatusState {
  /** The access-denied code (END, LPA.CLO, BPP, …), null when the policy may use the portal. */
  code: string | null | undefined;
  /** True until the policy status is known. */
  loading: boolean;
}

/**
 * Checks the selected policy once its data is in. When the policy data cannot be read, the check
 * lets the visitor through: the error answer itself has its own catalogue effect (spec section 8).
 */
const needed = new Set(queriesFor(policyStatusRules.needs));

export function usePolicyStatus(): PolicyStatusState {
  const now = useNow();
  const { data, failed } = useRuleData(needed);
  const code = failed.has('PolicyDetails')
    ? null
    : evaluatePolicyStatus(policyStatusRules, data, now);
  useEffect(() => {
    if (code) updateSession({ policyOrPackageDeniedErrorCode: code });
  }, [code]);
  return { code, loading: code === undefined };
}
