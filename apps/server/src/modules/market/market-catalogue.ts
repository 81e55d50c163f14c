// What is listed and how the board groups it: names, markets, kinds, industries, the VN30 and
// HNX30 baskets, ETFs, covered warrants, bonds and the futures series. Built once from the
// simulated reference data; the futures series roll with the trading date.
import type {
  BondRef,
  EtfRef,
  FuturesRef,
  Industry,
  IndustrySlug,
  InstrumentKind,
  MarketId,
  ReferenceData,
  StockRef,
  WarrantRef,
} from '@sen/exchange';
import { INDUSTRIES, futuresOn, warrantsTradingOn } from '@sen/exchange';

export interface ListedEntry {
  symbol: string;
  market: MarketId;
  kind: InstrumentKind;
  nameVi: string;
  nameEn: string;
  industry: IndustrySlug | null;
  stock?: StockRef;
  etf?: EtfRef;
  warrant?: WarrantRef;
  bond?: BondRef;
  future?: FuturesRef;
}

/** Free-float capitalisation, the weight HOSE and HNX rank their 30-stock baskets by. */
const freeFloatCap = (stock: StockRef): number => stock.listedShares * stock.freeFloat * stock.refPrice;

/** The `count` largest stocks of an exchange by free-float capitalisation. */
export function topByCap(
  stocks: readonly StockRef[],
  exchange: StockRef['exchange'],
  count: number,
): string[] {
  return stocks
    .filter((stock) => stock.exchange === exchange)
    .sort((a, b) => freeFloatCap(b) - freeFloatCap(a) || a.symbol.localeCompare(b.symbol))
    .slice(0, count)
    .map((stock) => stock.symbol);
}

export class MarketCatalogue {
  private readonly entries = new Map<string, ListedEntry>();
  readonly vn30: readonly string[];
  readonly hnx30: readonly string[];

  constructor(
    readonly reference: ReferenceData,
    tradingDate: string,
    baskets?: { vn30: readonly string[]; hnx30: readonly string[] },
    /** Lists only what the exchange trades (a filtered simulation); default everything. */
    private readonly listed: (symbol: string) => boolean = () => true,
  ) {
    for (const stock of reference.stocks) {
      this.add({
        symbol: stock.symbol,
        market: stock.exchange,
        kind: 'stock',
        nameVi: stock.nameVi,
        nameEn: stock.nameEn,
        industry: stock.industry,
        stock,
      });
    }
    for (const etf of reference.etfs) {
      this.add({
        symbol: etf.symbol,
        market: etf.exchange,
        kind: 'etf',
        nameVi: etf.nameVi,
        nameEn: etf.nameEn,
        industry: null,
        etf,
      });
    }
    for (const warrant of warrantsTradingOn(tradingDate, reference)) {
      const name = `CW ${warrant.underlying} ${warrant.issuer}`;
      this.add({
        symbol: warrant.symbol,
        market: 'HSX',
        kind: 'cw',
        nameVi: `Chứng quyền ${warrant.underlying}`,
        nameEn: name,
        industry: null,
        warrant,
      });
    }
    for (const bond of reference.bonds) {
      this.add({
        symbol: bond.symbol,
        market: bond.exchange,
        kind: 'bond',
        nameVi: bond.nameVi,
        nameEn: bond.nameEn,
        industry: null,
        bond,
      });
    }
    this.roll(tradingDate);
    this.vn30 = (baskets?.vn30 ?? topByCap(reference.stocks, 'HSX', 30)).filter((symbol) =>
      this.entries.has(symbol),
    );
    this.hnx30 = (baskets?.hnx30 ?? topByCap(reference.stocks, 'HNX', 30)).filter((symbol) =>
      this.entries.has(symbol),
    );
  }

  /** A new trading day: the four VN30F series of that date; warrants past their last trading date leave. */
  roll(tradingDate: string): void {
    for (const [symbol, entry] of this.entries) {
      if (entry.kind === 'future' || (entry.warrant && entry.warrant.lastTradingDate < tradingDate))
        this.entries.delete(symbol);
    }
    for (const future of futuresOn(tradingDate)) {
      const nameVi = `HĐTL chỉ số VN30 ${future.contract}`;
      this.add({
        symbol: future.symbol,
        market: 'DERIV',
        kind: 'future',
        nameVi,
        nameEn: `VN30 Index futures ${future.contract}`,
        industry: null,
        future,
      });
    }
  }

  get(symbol: string): ListedEntry | undefined {
    return this.entries.get(symbol);
  }

  all(): ListedEntry[] {
    return [...this.entries.values()];
  }

  ofKind(kind: InstrumentKind): ListedEntry[] {
    return this.all().filter((entry) => entry.kind === kind);
  }

  /** Shares and ETFs of one exchange, as its board lists them (warrants have their own board). */
  ofMarket(market: MarketId): ListedEntry[] {
    return this.all().filter(
      (entry) =>
        entry.market === market &&
        (entry.kind === 'stock' || entry.kind === 'etf' || entry.kind === 'future'),
    );
  }

  /** The board's 20 industries in order. */
  industries(): readonly Industry[] {
    return INDUSTRIES;
  }

  ofIndustry(slug: IndustrySlug): ListedEntry[] {
    return this.all().filter((entry) => entry.industry === slug);
  }

  private add(entry: ListedEntry): void {
    // Bonds trade through the brokerage's bond service, not the exchange's books.
    if (entry.kind === 'bond' || this.listed(entry.symbol)) this.entries.set(entry.symbol, entry);
  }
}
