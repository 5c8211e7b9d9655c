// `coverChangeEventFrameQuery/{id}`: what covers the member may change, built from the agreement's
// offer and the policy's current covers so it always agrees with both after a cover change.
import type { AgeRange, Pension } from '../../personas/types';

/** One changeable (or fixed) cover. */
export interface CoverFrame {
  /** Agreement package offering it. */
  agreementPackageId: string;
  /** Package name. */
  packageName: string;
  /** Scheme type of the package. */
  schemeType: string;
  /** Package selectability code. */
  packageSelectability: string;
  /** Agreement cover variant. */
  agreementCoverVariantId: string;
  /** Cover kind. */
  coverType: { code: string; description?: string };
  /** Cover selectability code (SELECTABLE, NOT_SELECTABLE, MANDATORY). */
  selectability: string;
  /** Selected by default in a new choice (selectabilityFrame Y). */
  defaultSelected: boolean;
  /** Default step value (amount or percentage), null when none. */
  defaultValue: number | null;
  /** True when the policy has the cover now. */
  isSelected: boolean;
  /** The policy cover, when selected. */
  policyCoverId: string | null;
  /** Current yearly insured amount, when selected. */
  insuredAmount: number | null;
  /** Current yearly premium, when selected. */
  premium: number | null;
  /** Premium by age range (% of the insured amount per year), where the agreement gives one. */
  premiumAgeRangeCollection?: AgeRange[];
}

/** Answer: `{ policyId, coverFrameCollection: CoverFrame[] }`. */
export function coverChangeFrame(pension: Pension): {
  policyId: string;
  coverFrameCollection: CoverFrame[];
} {
  const held = pension.policy.packageDetailsCollection.flatMap((p) => p.coverDetailsCollection);
  return {
    policyId: pension.policyId,
    coverFrameCollection: pension.agreement.packagesCollection.flatMap((pkg) =>
      pkg.coversCollection.map((cover) => {
        const current = held.find((h) => h.coverType.code === cover.coverType.code);
        return {
          agreementPackageId: pkg.agreementPackageId,
          packageName: pkg.packageName,
          schemeType: pkg.schemeType,
          packageSelectability: pkg.selectability.code,
          agreementCoverVariantId: cover.agreementCoverVariantId,
          coverType: cover.coverType,
          selectability: cover.selectability.code,
          defaultSelected: cover.selectabilityFrame.defaultValue.code === 'Y',
          defaultValue: cover.staffelUtilization?.defaultStep.frameEntry.defaultValue ?? null,
          isSelected: current !== undefined,
          policyCoverId: current?.policyCoverId ?? null,
          insuredAmount: current?.insuredAmount ?? null,
          premium: current?.premium ?? null,
          ...(cover.premiumAgeRangeCollection
            ? { premiumAgeRangeCollection: cover.premiumAgeRangeCollection }
            : {}),
        };
      }),
    ),
  };
}
