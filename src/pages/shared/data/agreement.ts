// The pension agreement (GET /plexus/agreementDetailsQuery/{id}): packages and covers on offer,
// pure net, and the extra-deposit rules.
import { amount, codeOf, descriptionOf, flag, list, record, text } from './read';
import { useParsedQuery } from './use-parsed-query';

/** Package rule characteristic of a scheme under the new pension system (spec section 3). */
export const WTP_RULE = 'U0711-1002';

export interface AgreementCover {
  variantId?: string;
  coverCode?: string;
  coverDescription?: string;
  /** MANDATORY, SELECTABLE, NOT_SELECTABLE. */
  selectability?: string;
  /** selectabilityFrame.defaultValue.code Y. */
  defaultSelected: boolean;
  /** staffelUtilization.defaultStep.frameEntry.defaultValue. */
  defaultValue?: number;
  premiumRatePct?: number;
}

export interface AgreementPackage {
  agreementPackageId?: string;
  packageName?: string;
  schemeType?: string;
  ruleCodes: string[];
  selectability?: string;
  covers: AgreementCover[];
}

export interface ExtraDepositRules {
  isGrossAllowed: boolean;
  isNetAllowed: boolean;
  minimumAmount?: number;
  frequencies: string[];
}

export interface Agreement {
  agreementName?: string;
  companyId?: string;
  companyName?: string;
  isPureNet: boolean;
  packages: AgreementPackage[];
  extraDeposit: ExtraDepositRules | null;
}

export function parseAgreement(raw: unknown): Agreement {
  const answer = record(raw);
  const info = record(answer.agreementDetailsInfo);
  const deposit = answer.extraDepositAgreement;
  return {
    agreementName: text(info.agreementName),
    companyId: text(info.companyId),
    companyName: text(info.companyName),
    isPureNet: flag(info.isPureNet) ?? false,
    packages: list(answer.packagesCollection).map((entry) => {
      const pkg = record(entry);
      return {
        agreementPackageId: text(pkg.agreementPackageId),
        packageName: text(pkg.packageName),
        schemeType: text(pkg.schemeType),
        ruleCodes: list(pkg.packageRuleCharacteristics).flatMap((rule) => codeOf(rule) ?? []),
        selectability: codeOf(pkg.selectability),
        covers: list(pkg.coversCollection).map((item) => {
          const cover = record(item);
          const step = record(record(record(cover.staffelUtilization).defaultStep).frameEntry);
          return {
            variantId: text(cover.agreementCoverVariantId),
            coverCode: codeOf(cover.coverType),
            coverDescription: descriptionOf(cover.coverType),
            selectability: codeOf(cover.selectability),
            defaultSelected: codeOf(record(record(cover.selectabilityFrame).defaultValue)) === 'Y',
            defaultValue: amount(step.defaultValue),
            premiumRatePct: amount(cover.premiumRatePct),
          };
        }),
      };
    }),
    extraDeposit:
      deposit && typeof deposit === 'object'
        ? {
            isGrossAllowed: flag(record(deposit).isGrossAllowed) ?? false,
            isNetAllowed: flag(record(deposit).isNetAllowed) ?? false,
            minimumAmount: amount(record(deposit).minimumAmount),
            frequencies: list(record(deposit).allowedFrequencyCollection).flatMap(
              (value) => text(value) ?? [],
            ),
          }
        : null,
  };
}

/** True when a package runs under the new pension system (WTP). */
export function isWtp(agreement: Agreement): boolean {
  return agreement.packages.some((pkg) => pkg.ruleCodes.includes(WTP_RULE));
}

/** The first cover on offer with this code. */
export function agreementCover(agreement: Agreement, code: string): AgreementCover | undefined {
  return agreement.packages.flatMap((pkg) => pkg.covers).find((cover) => cover.coverCode === code);
}

/** The first package of a scheme type. */
export function agreementPackage(
  agreement: Agreement,
  schemeType: string,
): AgreementPackage | undefined {
  return agreement.packages.find((pkg) => pkg.schemeType === schemeType);
}

export const useAgreement = () => useParsedQuery('AgreementDetails', parseAgreement);
