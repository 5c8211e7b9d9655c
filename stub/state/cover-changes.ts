// Cover changes (Anw, net pension, extra partner pension, accrual covers): checked against what the
// agreement offers, then applied to the policy so `policies/{id}` and the cover frame show them.
import type { CoverChange, Pension, PendingRequest } from '../personas/types';
import { addPendingRequest } from './pending';
import type { Sequence } from './sequence';

/** The changes of a body (checked by its schema), without extra fields or empty amounts. */
export function toCoverChanges(
  items: readonly { coverCode: string; isSelected: boolean; insuredAmount?: number | null }[],
): CoverChange[] {
  return items.map(({ coverCode, isSelected, insuredAmount }) => ({
    coverCode,
    isSelected,
    ...(typeof insuredAmount === 'number' ? { insuredAmount } : {}),
  }));
}

/** The first change the agreement does not allow (its index in the list, and why), if any. */
export function checkCoverChanges(
  pension: Pension,
  changes: CoverChange[],
): { index: number; message: string } | undefined {
  for (const [index, change] of changes.entries()) {
    const refuse = (message: string) => ({ index, message });
    const pkg = pension.agreement.packagesCollection.find((p) =>
      p.coversCollection.some((c) => c.coverType.code === change.coverCode),
    );
    const cover = pkg?.coversCollection.find((c) => c.coverType.code === change.coverCode);
    if (!pkg || !cover) return refuse(`Cover ${change.coverCode} is not offered by the agreement`);
    if (cover.selectability.code === 'NOT_SELECTABLE')
      return refuse(`Cover ${change.coverCode} cannot be chosen`);
    if (cover.selectability.code === 'MANDATORY' && !change.isSelected)
      return refuse(`Cover ${change.coverCode} is mandatory and cannot be dropped`);
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

/**
 * Carries checked changes out as the fund does: the policy changed and a pending request
 * COVER_CHANGE naming each change. `CoverChangeEventCommand` and accepting a quote draft both
 * end here, so a change has one effect whichever way it came.
 */
export function carryOutCoverChanges(
  pension: Pension,
  changes: CoverChange[],
  ids: Sequence,
): PendingRequest {
  applyCoverChanges(pension, changes, ids);
  return addPendingRequest(
    pension,
    ids,
    { code: 'COVER_CHANGE', description: 'Wijziging dekking' },
    changes.map((ch) => `${ch.coverCode} ${ch.isSelected ? 'aan' : 'uit'}`).join(', '),
  );
}
