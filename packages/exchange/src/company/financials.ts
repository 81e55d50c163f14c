import type { Rng } from '../reference/rng.ts';
import type { StockRef } from '../reference/types.ts';
import type { BalanceSheet, Financials, IncomeStatement } from './types.ts';

const MILLION = 1_000_000;
const toMillion = (value: number): number => Math.round(value / MILLION) * MILLION;
/** Par value of a Vietnamese share, VND. */
export const PAR_VALUE = 10_000;

/** Quarters of the last `count` completed quarters before `asOf`, oldest first, as [year, quarter]. */
export function completedQuarters(asOf: string, count: number): [number, number][] {
  let year = Number(asOf.slice(0, 4));
  let quarter = Math.floor((Number(asOf.slice(5, 7)) - 1) / 3); // the current quarter is not complete
  if (quarter === 0) {
    year -= 1;
    quarter = 4;
  }
  const result: [number, number][] = [];
  for (let i = 0; i < count; i += 1) {
    result.unshift([year, quarter]);
    quarter -= 1;
    if (quarter === 0) {
      year -= 1;
      quarter = 4;
    }
  }
  return result;
}

function income(
  rng: Rng,
  period: string,
  netProfit: number,
  margin: number,
  shares: number,
): IncomeStatement {
  const net = toMillion(netProfit);
  const tax = toMillion(Math.max(0, net) * 0.25);
  const profitBeforeTax = net + tax;
  const revenue = toMillion(Math.abs(net) / margin);
  const otherProfit = toMillion(revenue * 0.004 * rng.normal());
  const operatingProfit = profitBeforeTax - otherProfit;
  const financialIncome = toMillion(revenue * (0.01 + 0.02 * rng.uniform()));
  const financialExpenses = toMillion(revenue * (0.01 + 0.03 * rng.uniform()));
  const sellingExpenses = toMillion(revenue * (0.02 + 0.06 * rng.uniform()));
  const adminExpenses = toMillion(revenue * (0.02 + 0.04 * rng.uniform()));
  const grossProfit = operatingProfit + sellingExpenses + adminExpenses + financialExpenses - financialIncome;
  const fixedRevenue = Math.max(revenue, grossProfit + toMillion(revenue * 0.1));
  return {
    period,
    revenue: fixedRevenue,
    costOfGoodsSold: fixedRevenue - grossProfit,
    grossProfit,
    financialIncome,
    financialExpenses,
    sellingExpenses,
    adminExpenses,
    operatingProfit,
    otherProfit,
    profitBeforeTax,
    incomeTax: tax,
    netProfit: net,
    eps: Math.round(net / shares),
  };
}

function balance(
  rng: Rng,
  period: string,
  equityTarget: number,
  leverage: number,
  stock: StockRef,
): BalanceSheet {
  const charterCapital = stock.listedShares * PAR_VALUE;
  const equity = toMillion(Math.max(equityTarget, charterCapital * 0.5));
  const sharePremium = toMillion(Math.max(0, (equity - charterCapital) * 0.3 * rng.uniform()));
  const retainedEarnings = equity - charterCapital - sharePremium;
  const liabilities = toMillion(equity * (leverage - 1));
  const currentLiabilities = toMillion(liabilities * (0.4 + 0.4 * rng.uniform()));
  const totalAssets = equity + liabilities;
  const currentAssets = toMillion(totalAssets * (0.3 + 0.4 * rng.uniform()));
  const shortTermInvestments = toMillion(currentAssets * 0.2 * rng.uniform());
  const receivables = toMillion(currentAssets * (0.2 + 0.3 * rng.uniform()));
  const inventory = toMillion(currentAssets * 0.25 * rng.uniform());
  const cash = currentAssets - shortTermInvestments - receivables - inventory;
  const longTermAssets = totalAssets - currentAssets;
  const fixedAssets = toMillion(longTermAssets * (0.4 + 0.4 * rng.uniform()));
  const longTermInvestments = toMillion(longTermAssets * 0.2 * rng.uniform());
  return {
    period,
    cash,
    shortTermInvestments,
    receivables,
    inventory,
    currentAssets,
    fixedAssets,
    longTermInvestments,
    otherLongTermAssets: longTermAssets - fixedAssets - longTermInvestments,
    longTermAssets,
    totalAssets,
    currentLiabilities,
    longTermLiabilities: liabilities - currentLiabilities,
    liabilities,
    charterCapital,
    sharePremium,
    retainedEarnings,
    equity,
    totalLiabilitiesAndEquity: liabilities + equity,
  };
}

/** Eight quarters and five years of statements whose trailing EPS gives a plausible P/E at the reference price. */
export function financials(rng: Rng, stock: StockRef, asOf: string): Financials {
  const bank = stock.foreignLimit === 0.3;
  const marketCap = stock.refPrice * stock.listedShares;
  const pe = Math.round((bank ? 6 + 6 * rng.uniform() : 7 + 16 * rng.uniform()) * 10) / 10;
  const pb = Math.round((bank ? 0.8 + 1.4 * rng.uniform() : 0.6 + 2.4 * rng.uniform()) * 100) / 100;
  const margin = bank ? 0.25 + 0.15 * rng.uniform() : 0.03 + 0.2 * rng.uniform();
  const leverage = bank ? 9 + 4 * rng.uniform() : 1.3 + 1.7 * rng.uniform();
  const quarters = completedQuarters(asOf, 24);
  // Quarterly profits follow a noisy growth path, scaled so the last four sum to market cap / P/E.
  const path: number[] = [];
  let level = 1;
  for (let i = 0; i < quarters.length; i += 1) {
    level *= 1 + 0.025 + 0.06 * rng.normal();
    path.push(level * (0.8 + 0.4 * rng.uniform()));
  }
  const lastFour = path.slice(-4).reduce((a, b) => a + b, 0);
  const profits = path.map((p) => (p / lastFour) * (marketCap / pe));
  const equityNow = marketCap / pb;
  const quarterlyIncome: IncomeStatement[] = [];
  const quarterlyBalance: BalanceSheet[] = [];
  const annualIncome: IncomeStatement[] = [];
  const annualBalance: BalanceSheet[] = [];
  let retained = 0;
  for (let i = quarters.length - 1; i >= 0; i -= 1) {
    const [year, quarter] = quarters[i] ?? [0, 0];
    const equity = equityNow - retained;
    retained += (profits[i] ?? 0) * 0.6;
    if (i >= quarters.length - 8) {
      quarterlyIncome.unshift(
        income(rng, `${year}-Q${quarter}`, profits[i] ?? 0, margin, stock.listedShares),
      );
      quarterlyBalance.unshift(balance(rng, `${year}-Q${quarter}`, equity, leverage, stock));
    }
    if (quarter === 4 && annualIncome.length < 5) {
      const yearProfit = profits.slice(i - 3, i + 1).reduce((a, b) => a + b, 0);
      annualIncome.unshift(income(rng, String(year), yearProfit, margin, stock.listedShares));
      annualBalance.unshift(balance(rng, String(year), equity, leverage, stock));
    }
  }
  return { quarterlyIncome, annualIncome, quarterlyBalance, annualBalance, pe, pb };
}
