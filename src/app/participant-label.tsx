// Spec section 6: a user is labelled wtp or wnp participant for analytics. The label comes from
// the selected policy's agreement (its package rule characteristics) and from then on goes with
// every analytics event (src/analytics/analytics.ts).
import { useEffect } from 'react';
import { participantLabelOf, setParticipantLabel } from '../analytics';
import { useQuery } from '../api/use-query';
import { useTokenValid } from '../auth/use-token-valid';
import { useSession } from '../session';

/** The package rule characteristic codes of an AgreementDetails answer. */
export function ruleCharacteristicsOf(agreement: unknown): string[] {
  const packages = (agreement as { packagesCollection?: unknown } | null | undefined)
    ?.packagesCollection;
  if (!Array.isArray(packages)) return [];
  return packages.flatMap((entry: { packageRuleCharacteristics?: unknown }) =>
    Array.isArray(entry?.packageRuleCharacteristics)
      ? entry.packageRuleCharacteristics.flatMap((rule: { code?: unknown }) =>
          typeof rule?.code === 'string' ? [rule.code] : [],
        )
      : [],
  );
}

/** Renders nothing; keeps the analytics participant label in step with the selected policy. */
export function ParticipantLabel() {
  const { policyId } = useSession();
  const signedIn = useTokenValid();
  const { data } = useQuery('AgreementDetails', signedIn && policyId ? undefined : null);
  const label = data === undefined ? undefined : participantLabelOf(ruleCharacteristicsOf(data));
  useEffect(() => {
    setParticipantLabel(label);
  }, [label]);
  return null;
}
