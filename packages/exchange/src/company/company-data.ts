import { REFERENCE } from '../reference/reference-data.ts';
import { Rng } from '../reference/rng.ts';
import type { StockRef } from '../reference/types.ts';
import { stockEvents } from './corporate-calendar.ts';
import { insiderTransfers } from './events.ts';
import { financials, PAR_VALUE } from './financials.ts';
import { news } from './news.ts';
import { associates, management, shareholders } from './people.ts';
import { profile } from './profile.ts';
import type { CompanyData } from './types.ts';

/** Company data of one stock: a pure function of seed, stock and date (each part draws from its own stream). */
export function generateCompanyData(seed: number, stock: StockRef, asOf: string): CompanyData {
  const rng = (part: string): Rng => new Rng(seed, `${stock.symbol}/${part}/${asOf}`);
  const people = management(rng('people'), stock, asOf);
  const f = financials(rng('financials'), stock, asOf);
  return {
    profile: profile(rng('profile'), stock, PAR_VALUE),
    legalRepresentative: people[1] ?? people[0]!,
    management: people,
    shareholders: shareholders(rng('shareholders'), stock, asOf),
    associates: associates(rng('associates'), stock),
    financials: f,
    news: news(rng('news'), stock, f, asOf),
    events: stockEvents(seed, stock, asOf),
    insiderTransfers: insiderTransfers(rng('insiders'), stock, people, asOf),
    simulated: true,
  };
}

/** Lazily generated, memoised company data for the reference universe (start-up does no work). */
export class CompanyDataSource {
  private readonly cache = new Map<string, CompanyData>();
  private readonly stocks: Map<string, StockRef>;

  constructor(
    private readonly seed: number,
    private readonly asOf: string,
    stocks: readonly StockRef[] = REFERENCE.stocks,
  ) {
    this.stocks = new Map(stocks.map((s) => [s.symbol, s]));
  }

  /** Company data of a listed stock; undefined for an unknown symbol. */
  get(symbol: string): CompanyData | undefined {
    const cached = this.cache.get(symbol);
    if (cached) return cached;
    const stock = this.stocks.get(symbol);
    if (!stock) return undefined;
    const data = generateCompanyData(this.seed, stock, this.asOf);
    if (this.cache.size > 2_000) this.cache.clear();
    this.cache.set(symbol, data);
    return data;
  }
}
