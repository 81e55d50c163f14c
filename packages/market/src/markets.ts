/** A market Sen trades on: the three stock exchanges and the derivatives market of HNX. */
export type MarketId = 'HSX' | 'HNX' | 'UPCOM' | 'DERIV';

/** The three stock markets (the derivatives market aside). */
export type StockMarketId = Exclude<MarketId, 'DERIV'>;

/** Codes of one market as the spec's feeds and lists spell them. */
export interface MarketCodes {
  readonly id: MarketId;
  /** Numeric market code of the board feed (`mc`), e.g. '10'. */
  readonly code: string;
  /** Feed/board market id (`marketId`, `market=` query), e.g. 'STO'. */
  readonly feedCode: string;
  /** Every spelling accepted for this market (stock list `post_to`, feed codes, names). */
  readonly aliases: readonly string[];
  /** Name shown to users. */
  readonly name: string;
}

// The derivatives codes ('DER', '04') are Sen's own choice: the spec names none (market-rules §7.2).
export const MARKETS: Readonly<Record<MarketId, MarketCodes>> = {
  HSX: { id: 'HSX', code: '10', feedCode: 'STO', aliases: ['10', '11', 'STO', 'HOSE', 'HSX'], name: 'HOSE' },
  HNX: { id: 'HNX', code: '02', feedCode: 'STX', aliases: ['02', '12', 'STX', 'HNX'], name: 'HNX' },
  UPCOM: { id: 'UPCOM', code: '03', feedCode: 'UPX', aliases: ['03', 'UPX', 'UPCOM'], name: 'UPCOM' },
  DERIV: {
    id: 'DERIV',
    code: '04',
    feedCode: 'DER',
    aliases: ['04', 'DER', 'DERIV', 'FUTURES'],
    name: 'Phái sinh',
  },
};

/** Every market, stock markets first. */
export const MARKET_IDS: readonly MarketId[] = ['HSX', 'HNX', 'UPCOM', 'DERIV'];
/** The three stock markets. */
export const STOCK_MARKET_IDS: readonly StockMarketId[] = ['HSX', 'HNX', 'UPCOM'];

/**
 * Market of a stock by any code the spec uses: 10 or STO (or HOSE) is HSX, 02 or STX (or HNX) is
 * HNX, otherwise UPCOM. Index codes 11 (VN30) and 12 (HNX30) map to their exchange.
 * @example marketFromCode('STO') === 'HSX'; marketFromCode('xyz') === 'UPCOM'
 */
export function marketFromCode(code: string | number | null | undefined): StockMarketId {
  const text = String(code ?? '')
    .trim()
    .toUpperCase();
  if (MARKETS.HSX.aliases.includes(text)) return 'HSX';
  if (MARKETS.HNX.aliases.includes(text)) return 'HNX';
  return 'UPCOM';
}

/** Parses any market spelling, derivatives included; undefined when unknown (no fallback). */
export function parseMarketId(code: string | number | null | undefined): MarketId | undefined {
  const text = String(code ?? '')
    .trim()
    .toUpperCase();
  return MARKET_IDS.find((id) => MARKETS[id].aliases.includes(text));
}

/** Feed market id of a market, e.g. feedCodeOf('HNX') === 'STX'. */
export function feedCodeOf(market: MarketId): string {
  return MARKETS[market].feedCode;
}

/** Numeric board-feed code of a market, e.g. marketCodeOf('UPCOM') === '03'. */
export function marketCodeOf(market: MarketId): string {
  return MARKETS[market].code;
}
