// How a trade moves a quote (market-rules: the day's running figures): the one rule the board and
// the stock page both apply to a realtime match, over the fields they share.

/** The day's figures of a quote a trade changes (prices canonical, null before the first match). */
export interface QuoteDayFigures {
  readonly last: number | null;
  readonly lastVolume: number;
  readonly change: number;
  readonly changePct: number;
  readonly open: number | null;
  readonly high: number | null;
  readonly low: number | null;
  readonly avg: number | null;
  readonly totalVolume: number;
  readonly openInterest: number | null;
}

/** A matched trade (or a call auction's projected match) with the day's running figures. */
export interface TradeFigures {
  readonly price: number;
  readonly volume: number;
  readonly change: number;
  readonly changePct: number;
  readonly totalVolume: number;
  /** 0 when the source does not carry it. */
  readonly high: number;
  readonly low: number;
  readonly avg: number;
  readonly projected: boolean;
  readonly openInterest: number | null;
}

const positiveOr = (value: number, previous: number | null): number | null => (value > 0 ? value : previous);

/**
 * The quote after a trade: a match sets the last price and volume, the change, the day's volume
 * (never lower than already seen), high, low and average (when the trade carries them), the open
 * (the first match) and the open interest; a projected auction match only moves the match column,
 * the day's figures stay.
 * @example tradeMovesQuote(quote, { ...trade, price: 25_300, projected: false }).last === 25_300
 */
export function tradeMovesQuote<Q extends QuoteDayFigures>(quote: Q, trade: TradeFigures): Q {
  if (trade.projected) {
    return {
      ...quote,
      last: trade.price > 0 ? trade.price : quote.last,
      lastVolume: trade.volume,
      change: trade.change,
      changePct: trade.changePct,
    };
  }
  return {
    ...quote,
    last: trade.price,
    lastVolume: trade.volume,
    change: trade.change,
    changePct: trade.changePct,
    totalVolume: Math.max(trade.totalVolume, quote.totalVolume),
    high: positiveOr(trade.high, quote.high),
    low: positiveOr(trade.low, quote.low),
    avg: positiveOr(trade.avg, quote.avg),
    open: quote.open ?? trade.price,
    openInterest: trade.openInterest ?? quote.openInterest,
  };
}
