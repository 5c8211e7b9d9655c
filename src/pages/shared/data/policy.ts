// Policy details (GET /plexus/policies/{id}): status, dates, packages with their covers, and the
// requests still in the administration system.
import { amount, codeOf, descriptionOf, list, record, text } from './read';
import { useParsedQuery } from './use-parsed-query';

export interface Cover {
  policyCoverId?: string;
  /** OP_DC, OP_GAR, PP_RISK, WZP, PVI, ANW_VOL, EXTRA_PP, NET_OP, NET_PP, EXTRA_DEP, … */
  coverCode?: string;
  coverDescription?: string;
  /** Yearly. */
  premium?: number;
  /** Yearly. */
  insuredAmount?: number;
}

export interface PolicyPackage {
  packageName?: string;
  /** gross, net, extraDeposit, … */
  schemeType?: string;
  /** active, closed, retired, disabled, paidUp, historicPaidUp. */
  status?: string;
  covers: Cover[];
}

export interface PendingRequest {
  requestId: string;
  typeCode?: string;
  typeDescription?: string;
  requestDate?: string;
  status?: string;
  description?: string;
}

export interface PolicyInfo {
  policyNumber?: string;
  companyId?: string;
  /** REG, PAID, … (spec section 4). */
  status?: string;
  statusDescription?: string;
  startDate?: string;
  personalPensionDate?: string;
  packages: PolicyPackage[];
  pendingRequests: PendingRequest[];
}

export function parsePolicy(raw: unknown): PolicyInfo {
  const answer = record(raw);
  return {
    policyNumber: text(answer.policyNumber),
    companyId: text(answer.companyId),
    status: codeOf(answer.lifePolicyStatus),
    statusDescription: descriptionOf(answer.lifePolicyStatus),
    startDate: text(answer.startDate),
    personalPensionDate: text(answer.personalPensionDate),
    packages: list(answer.packageDetailsCollection).map((entry) => {
      const pkg = record(entry);
      return {
        packageName: text(pkg.packageName),
        schemeType: text(pkg.schemeType),
        status: codeOf(pkg.lifePackageStatus),
        covers: list(pkg.coverDetailsCollection).map((item) => {
          const cover = record(item);
          return {
            policyCoverId: text(cover.policyCoverId),
            coverCode: codeOf(cover.coverType),
            coverDescription: descriptionOf(cover.coverType),
            premium: amount(cover.premium),
            insuredAmount: amount(cover.insuredAmount),
          };
        }),
      };
    }),
    pendingRequests: list(answer.pendingRequestCollection).flatMap((entry) => {
      const request = record(entry);
      const requestId = text(request.requestId);
      if (!requestId) return [];
      return [
        {
          requestId,
          typeCode: codeOf(request.requestType),
          typeDescription: descriptionOf(request.requestType),
          requestDate: text(request.requestDate),
          status: descriptionOf(request.status) ?? codeOf(request.status),
          description: text(request.description),
        },
      ];
    }),
  };
}

/** Every cover of every package. */
export function allCovers(policy: PolicyInfo): Cover[] {
  return policy.packages.flatMap((pkg) => pkg.covers);
}

/** The first cover with this code. */
export function coverOf(policy: PolicyInfo, code: string): Cover | undefined {
  return allCovers(policy).find((cover) => cover.coverCode === code);
}

/** Yearly premium over every cover. */
export function yearlyPremium(policy: PolicyInfo): number {
  return allCovers(policy).reduce((sum, cover) => sum + (cover.premium ?? 0), 0);
}

export const usePolicy = () => useParsedQuery('PolicyDetails', parsePolicy);
