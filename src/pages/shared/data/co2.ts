// The carbon footprint of the investments (GET /Co2/co2Data/{id}).
import { amount, list, record, text } from './read';
import { useParsedQuery } from './use-parsed-query';

export interface Co2Data {
  referenceDate?: string;
  tonnesPerMillion?: number;
  benchmarkTonnesPerMillion?: number;
  memberTonnes?: number;
  reductionTargetPct?: number;
  referenceYear?: number;
  funds: { fundId: string; fundName: string; tonnesPerMillion?: number }[];
}

export function parseCo2(raw: unknown): Co2Data {
  const answer = record(raw);
  return {
    referenceDate: text(answer.referenceDate),
    tonnesPerMillion: amount(answer.tonnesCo2PerMillionEuro),
    benchmarkTonnesPerMillion: amount(answer.benchmarkTonnesCo2PerMillionEuro),
    memberTonnes: amount(answer.memberTonnesCo2),
    reductionTargetPct: amount(answer.reductionTargetPct),
    referenceYear: amount(answer.referenceYear),
    funds: list(answer.fundCollection).flatMap((entry) => {
      const fund = record(entry);
      const fundId = text(fund.fundId);
      return fundId
        ? [
            {
              fundId,
              fundName: text(fund.fundName) ?? fundId,
              tonnesPerMillion: amount(fund.tonnesCo2PerMillionEuro),
            },
          ]
        : [];
    }),
  };
}

export const useCo2 = () => useParsedQuery('Co2', parseCo2);
