// Cover changes (Anw, net pension, extra partner pension, accrual covers): checked against what the
// agreement offers, then applied to the policy so `policies/{id}` and the cover frame show them.
import type { CoverChange, Pension } from '../personas/types';
import type { Sequence } from './sequence';

/** Reads `coverChangeCollection` from a body; a string says what is wrong. */
export function parseCoverChanges(value: unknown): CoverChange[] | string {
  if (!Array.isArray(value) || value.length === 0)
    return 'coverChangeCollection is required (at least one change)';
  const changes: CoverChange[] = [];
  for (const [i, item] of value.entries()) {
    const { coverCode, isSelected, insuredAmount } = (item ?? {}) as Record<string, unknown>;
    if (typeof coverCode !== 'string') return `coverChangeCollection[${i}].coverCode is required`;
    if (typeof isSelected !== 'boolean')
      return `coverChangeCollection[${i}].isSelected must be true or false`;
    if (insuredAmount !== undefined && (typeof insuredAmount !== 'number' || insuredAmount < 0))
      return `coverChangeCollection[${i}].insuredAmount must be a number of 0 or more`;
    changes.push({
      coverCode,
      isSelected,
      ...(insuredAmount !== undefined ? { insuredAmount } : {}),
    });
  }
  return changes;
}

/** The first reason the agreement does not allow these changes, if any. */
export function checkCoverChanges(pension: Pension, changes: CoverChange[]): string | undefined {
  for (const change of changes) {
    const pkg = pension.agreement.packagesCollection.find((p) =>
      p.coversCollection.some((c) => c.coverType.code === change.coverCode),
    );
    const cover = pkg?.coversCollection.find((c) => c.coverType.code === change.coverCode);
    if (!pkg || !cover) return `Cover ${change.coverCode} is not offered by the agreement`;
    if (cover.selectability.code === 'NOT_SELECTABLE')
      return `Cover ${change.coverCode} cannot be chosen`;
    if (cover.selectability.code === 'MANDATORY' && !change.isSelected)
      return `Cover ${change.coverCode} is mandatory and cannot be dropped`;
  }
  return undefined;
}

/** Applies checked changes to the policy (adds the package when the policy lacks it). */
export function applyCoverChanges(pension: Pension, changes: CoverChange[], ids: Sequence): void {
  const policy = pension.policy;
  for (const change of changes) {
    const pkg = pension.agreement.packagesCollection.find((p) =>
      p.coversCollection.some((c) => c.coverType.code === change.coverCode),
    );
    const cover = pkg?.coversCollection.find((c) => c.coverType.code === change.coverCode);
    if (!pkg || !cover) continue;
    let target = policy.packageDetailsCollection.find(
      (p) => p.agreementPackageId === pkg.agreementPackageId,
    );
    const existing = target?.coverDetailsCollection.find(
      (c) => c.coverType.code === change.coverCode,
    );
    if (!change.isSelected) {
      if (target && existing) {
        target.coverDetailsCollection = target.coverDetailsCollection.filter((c) => c !== existing);
        if (target.coverDetailsCollection.length === 0)
          policy.packageDetailsCollection = policy.packageDetailsCollection.filter(
            (p) => p !== target,
          );
      }
      continue;
    }
    const insuredAmount =
      change.insuredAmount ??
      existing?.insuredAmount ??
      cover.staffelUtilization?.defaultStep.frameEntry.defaultValue ??
      null;
    const premium = Math.round((insuredAmount ?? 0) * (cover.premiumRatePct ?? 0)) / 100;
    if (existing) {
      existing.insuredAmount = insuredAmount;
      existing.premium = premium;
      continue;
    }
    if (!target) {
      target = {
        packageId: ids.next('PKG'),
        agreementPackageId: pkg.agreementPackageId,
        packageName: pkg.packageName,
        schemeType: pkg.schemeType,
        lifePackageStatus: { code: 'active', description: 'Actief' },
        startDate: new Date().toISOString().slice(0, 10),
        coverDetailsCollection: [],
      };
      policy.packageDetailsCollection.push(target);
    }
    target.coverDetailsCollection.push({
      policyCoverId: ids.next('COV'),
      agreementCoverVariantId: cover.agreementCoverVariantId,
      coverType: cover.coverType,
      premium,
      insuredAmount,
    });
  }
}
