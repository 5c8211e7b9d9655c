// Investments (GET /plexus/policyUnitLinkInfoQuery/{id}): profile, funds per portfolio with
// their actual and target split, the graph data of spec section 3, pending trades and the funds
// the member may choose.
import { amount, codeOf, descriptionOf, list, record, text } from './read';
import { useParsedQuery } from './use-parsed-query';

export interface FundPosition {
  fundId: string;
  fundName: string;
  isin?: string;
  units?: number;
  price?: number;
  priceDate?: string;
  totalValue: number;
  actualPct?: number;
  targetPct?: number;
}

export interface Portfolio {
  portfolioUid: string;
  portfolioName?: string;
  schemeType?: string;
  totalValue: number;
  funds: FundPosition[];
}

export interface ValuePoint {
  date: string;
  value: number;
}

export interface GraphData {
  /** What went in: gross, gross extra, net, net extra. */
  totalInvestment: { gross: number; grossExtra: number; net: number; netExtra: number };
  historicCapital: { gross: ValuePoint[]; net: ValuePoint[] };
  currentValueInvestedCapital: { gross: number; net: number };
}

export interface PendingTrade {
  tradeId: string;
  tradeDate?: string;
  tradeType?: string;
  fundName?: string;
  amount?: number;
  status?: string;
}

export interface UnitLinkInfo {
  /** Neutral, Offensive, Defensive, FreeInvestment (spec section 3). */
  investmentProfile?: string;
  /** Fixed, Variable, FreeInvestment, Unknown. */
  returnType?: string;
  portfolios: Portfolio[];
  graph: GraphData;
  pendingTrades: PendingTrade[];
}

export interface AllowedFund {
  fundId: string;
  fundName: string;
  isin?: string;
  assetClass?: string;
  riskClass?: number;
  price?: number;
  priceDate?: string;
  ongoingChargesPct?: number;
  factsheetUrl?: string;
}

function parseFund(raw: unknown): FundPosition | undefined {
  const fund = record(raw);
  const fundId = text(fund.fundId);
  if (!fundId) return undefined;
  return {
    fundId,
    fundName: text(fund.fundName) ?? fundId,
    isin: text(fund.isin),
    units: amount(fund.units),
    price: amount(fund.price),
    priceDate: text(fund.priceDate),
    totalValue: amount(fund.totalValue) ?? 0,
    actualPct: amount(fund.actualPct),
    targetPct: amount(fund.targetPct),
  };
}

function points(raw: unknown): ValuePoint[] {
  return list(raw)
    .flatMap((entry) => {
      const point = record(entry);
      const date = text(point.date);
      const value = amount(point.value);
      return date && value !== undefined ? [{ date, value }] : [];
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

export function parsePendingTrades(raw: unknown): PendingTrade[] {
  return list(raw).flatMap((entry) => {
    const trade = record(entry);
    const tradeId = text(trade.tradeId);
    if (!tradeId) return [];
    return [
      {
        tradeId,
        tradeDate: text(trade.tradeDate),
        tradeType: codeOf(trade.tradeType),
        fundName: text(trade.fundName),
        amount: amount(trade.amount),
        status: descriptionOf(trade.status) ?? codeOf(trade.status),
      },
    ];
  });
}

export function parseUnitLink(raw: unknown): UnitLinkInfo {
  const answer = record(raw);
  const graph = record(answer.graphData);
  const invested = record(graph.totalInvestment);
  const historic = record(graph.historicCapital);
  const current = record(graph.currentValueInvestedCapital);
  return {
    investmentProfile: codeOf(answer.investmentProfile),
    returnType: codeOf(answer.returnType),
    portfolios: list(answer.portfolioInformationCollection).map((entry) => {
      const portfolio = record(entry);
      const info = record(portfolio.basicPortfolioInfo);
      const funds = list(portfolio.actualFundSplitCollection).flatMap((f) => parseFund(f) ?? []);
      return {
        portfolioUid: text(info.portfolioUid) ?? '',
        portfolioName: text(info.portfolioName),
        schemeType: text(info.schemeType),
        totalValue:
          amount(portfolio.totalValue) ?? funds.reduce((sum, fund) => sum + fund.totalValue, 0),
        funds,
      };
    }),
    graph: {
      totalInvestment: {
        gross: amount(invested.gross) ?? 0,
        grossExtra: amount(invested.grossExtra) ?? 0,
        net: amount(invested.net) ?? 0,
        netExtra: amount(invested.netExtra) ?? 0,
      },
      historicCapital: { gross: points(historic.gross), net: points(historic.net) },
      currentValueInvestedCapital: {
        gross: amount(current.gross) ?? 0,
        net: amount(current.net) ?? 0,
      },
    },
    pendingTrades: parsePendingTrades(answer.pendingTradesCollection),
  };
}

/** Total value over every portfolio. */
export function investedValue(info: UnitLinkInfo): number {
  return info.portfolios.reduce((sum, portfolio) => sum + portfolio.totalValue, 0);
}

/** The fund lookup and AllowedFunds answers. */
export function parseAllowedFunds(raw: unknown): AllowedFund[] {
  return list(raw).flatMap((entry) => {
    const fund = record(entry);
    const fundId = text(fund.fundId);
    if (!fundId) return [];
    return [
      {
        fundId,
        fundName: text(fund.fundName) ?? fundId,
        isin: text(fund.isin),
        assetClass: text(fund.assetClass),
        riskClass: amount(fund.riskClass),
        price: amount(fund.price),
        priceDate: text(fund.priceDate),
        ongoingChargesPct: amount(fund.ongoingChargesPct),
        factsheetUrl: text(fund.factsheetUrl),
      },
    ];
  });
}

export const useUnitLink = () => useParsedQuery('PolicyUnitLinkInfo', parseUnitLink);
export const useAllowedFunds = () => useParsedQuery('AllowedFunds', parseAllowedFunds);
export const usePendingTrades = () => useParsedQuery('PendingTrades', parsePendingTrades);
/** Every fund with its fact-sheet link (the fund lookup with an empty search). */
export const useFundLinks = () =>
  useParsedQuery('FundVwdLinks', parseAllowedFunds, { searchText: '' });
