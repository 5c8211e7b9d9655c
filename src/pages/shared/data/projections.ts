// Pension projections (GET /plexus/nlUcmCalculateProjectionsQuery/{id}, and each situation of the
// scenario calculation): per accrual group, the expected yearly payments with their pessimistic
// and optimistic scenarios.
import { amount, list, record, text } from './read';
import { useParsedQuery } from './use-parsed-query';

export interface Payment {
  /** OP (old-age pension) or PP (partner pension). */
  paymentType: string;
  startDate?: string;
  frequency?: string;
  expected: number;
  pessimistic?: number;
  optimistic?: number;
  /** Expected, in today's money. */
  expectedReal?: number;
}

/** The kinds of accrual group (UCM group names of spec section 3). */
export type GroupKind = 'investment' | 'net' | 'guaranteed' | 'other';

export interface ProjectionGroup {
  groupIdentifier: string;
  kind: GroupKind;
  payments: Payment[];
}

export interface Projections {
  personalPensionDate?: string;
  calculationDate?: string;
  groups: ProjectionGroup[];
}

/** Opbouw UL Bruto / WTP Bruto → investment, … Netto → net, Verzekerd → guaranteed. */
export function groupKind(identifier: string): GroupKind {
  const name = identifier.toLowerCase();
  if (name.includes('verzekerd')) return 'guaranteed';
  if (name.includes('netto')) return 'net';
  if (name.includes('ul') || name.includes('wtp') || name.includes('bruto')) return 'investment';
  return 'other';
}

function parsePayment(raw: unknown): Payment | undefined {
  const item = record(raw);
  const expected = amount(item.expectedNominal);
  if (expected === undefined) return undefined;
  return {
    paymentType: text(item.paymentType) ?? 'OP',
    startDate: text(item.startDate),
    frequency: text(item.frequency),
    expected,
    pessimistic: amount(item.pessimisticNominal),
    optimistic: amount(item.optimisticNominal),
    expectedReal: amount(item.expectedReal),
  };
}

export function parseProjections(raw: unknown): Projections {
  const answer = record(raw);
  return {
    personalPensionDate: text(answer.personalPensionDate),
    calculationDate: text(answer.calculationDate),
    groups: list(answer.nlUcmProjectionsDCCqCollection).map((entry) => {
      const group = record(entry);
      const groupIdentifier = text(group.groupIdentifier) ?? '';
      return {
        groupIdentifier,
        kind: groupKind(groupIdentifier),
        payments: list(group.paymentCollection).flatMap((payment) => parsePayment(payment) ?? []),
      };
    }),
  };
}

/** The groups that pay anything (a pure guaranteed policy has an investment group of 0). */
export function payingGroups(projections: Projections): ProjectionGroup[] {
  return projections.groups.filter((group) => group.payments.some((p) => p.expected > 0));
}

/** Sum of one payment type over all groups, per scenario. */
export function totalOf(projections: Projections, paymentType: 'OP' | 'PP') {
  const payments = projections.groups.flatMap((group) =>
    group.payments.filter((payment) => payment.paymentType === paymentType),
  );
  if (payments.length === 0) return undefined;
  const sum = (pick: (p: Payment) => number | undefined) =>
    payments.reduce((total, payment) => total + (pick(payment) ?? payment.expected), 0);
  return {
    expected: sum((p) => p.expected),
    pessimistic: sum((p) => p.pessimistic),
    optimistic: sum((p) => p.optimistic),
    expectedReal: sum((p) => p.expectedReal),
  };
}

/** The scenario calculation's answer: current and new situation. */
export function parseScenario(raw: unknown): { current: Projections; next: Projections } {
  const answer = record(raw);
  return {
    current: parseProjections(answer.currentSituation),
    next: parseProjections(answer.newSituation),
  };
}

export const useProjections = () => useParsedQuery('ProjectionsQuery', parseProjections);
/** The scenario calculation for another pension age, extra deposit or profile; null skips it. */
export const useScenario = (scenario: Record<string, unknown> | null) =>
  useParsedQuery('ScenarioProjections', parseScenario, scenario === null ? null : { scenario });
