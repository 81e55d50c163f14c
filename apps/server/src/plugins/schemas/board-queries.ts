// Query and path schemas of the board host. Symbols are upper-cased and checked one by one; a
// market must be one the spec names (STO, STX, UPX, and HCX for HOSE covered warrants).
import { indexFromCode, parseMarketId, type MarketId } from '@sen/market';
import { z } from 'zod';

/** Most symbols one list query may name (a watchlist holds 100; VN30 plus margin fits easily). */
const MAX_SYMBOLS = 500;
const SYMBOL = /^[A-Z0-9]{1,20}$/;

/** Comma-separated symbols, e.g. `FPT,VNM`; blank items are dropped, duplicates kept once. */
export const symbolList = z
  .string()
  .max(MAX_SYMBOLS * 21)
  .transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((item) => item.trim().toUpperCase())
        .filter((item) => item.length > 0),
    ),
  ])
  .refine((symbols) => symbols.length > 0, 'at least one symbol is required')
  .refine((symbols) => symbols.length <= MAX_SYMBOLS, `at most ${MAX_SYMBOLS} symbols`)
  .refine(
    (symbols) => symbols.every((symbol) => SYMBOL.test(symbol)),
    'symbols are 1-20 letters or digits, comma-separated',
  );

export const oneSymbol = z
  .string()
  .transform((text) => text.trim().toUpperCase())
  .refine((symbol) => SYMBOL.test(symbol), 'a symbol is 1-20 letters or digits');

/** `HCX`: covered warrants listed on HOSE (the feed's own market id for them). */
export type BoardMarket = MarketId | 'HCX';

export const boardMarket = z.string().transform((text, context): BoardMarket => {
  const code = text.trim().toUpperCase();
  if (code === 'HCX') return 'HCX';
  const market = parseMarketId(code);
  if (market) return market;
  context.addIssue({
    code: 'custom',
    message: `unknown market ${JSON.stringify(text)}: expected STO, STX, UPX or HCX`,
  });
  return z.NEVER;
});

/** Comma-separated index codes, e.g. `10,11,02,03` or `VNINDEX,VN30`; unknown codes are a 400. */
export const indexList = z.string().transform((text, context) => {
  const codes = text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
  const found = codes.map((code) => indexFromCode(code));
  const unknown = codes.filter((_, position) => found[position] === undefined);
  if (codes.length === 0 || unknown.length > 0) {
    context.addIssue({
      code: 'custom',
      message: codes.length === 0 ? 'at least one index is required' : `unknown index ${unknown.join(',')}`,
    });
    return z.NEVER;
  }
  return [...new Set(found.map((info) => info!.id))];
});

const board = z.enum(['G1', 'G4', 'T1']);

export const symbolsParams = z.object({ symbols: symbolList });
export const symbolParams = z.object({ symbol: oneSymbol });

/** `/getStockPrice` in its three forms: `symbols=`, `board=G4&market=`, `market=`. */
export const stockPriceQuery = z
  .object({ symbols: symbolList.optional(), market: boardMarket.optional(), board: board.optional() })
  .refine((query) => query.symbols !== undefined || query.market !== undefined, 'give symbols= or market=');

export const marketQuery = z.object({ market: boardMarket, board: board.optional() });
export const negotiationQuery = z.object({
  board: z.literal('T1').optional(),
  market: boardMarket.optional(),
});
export const groupQuery = z.object({ board: board.optional(), groupId: z.string().trim().min(1).max(40) });
export const indexQuery = z.object({ index: indexList.optional() });
export const indexIdQuery = z.object({ indexId: indexList });
export const indexHistoryQuery = z.object({
  /** 1: one point a minute today (spec §7); D (also 1D, DAY): one bar a day, about two years. */
  resolution: z
    .string()
    .trim()
    .toUpperCase()
    .default('1')
    .transform((text, context) => {
      if (text === '1') return 1 as const;
      if (['D', '1D', 'DAY'].includes(text)) return 'D' as const;
      context.addIssue({
        code: 'custom',
        message: 'resolution is 1 (one point a minute) or D (one bar a day)',
      });
      return z.NEVER;
    }),
  indexId: indexList,
});
export const tradesQuery = z.object({
  symbol: oneSymbol,
  count: z.coerce.number().int().min(1).max(1000).default(200),
});
export const depthParams = z.object({
  request: z.string().transform((text, context) => {
    const [symbol = '', side = 'B'] = text.split(',').map((part) => part.trim().toUpperCase());
    if (!SYMBOL.test(symbol) || (side !== 'B' && side !== 'S')) {
      context.addIssue({ code: 'custom', message: 'expected {SYMBOL},B or {SYMBOL},S' });
      return z.NEVER;
    }
    return { symbol, side: side as 'B' | 'S' };
  }),
});
/** An index code (10, 001, VNINDEX...) or a symbol: the subject of an intraday chart. */
export const chartParams = z.object({
  id: z.string().transform((code, context) => {
    const info = indexFromCode(code);
    if (info) return { kind: 'index', index: info.id } as const;
    const symbol = code.trim().toUpperCase();
    if (SYMBOL.test(symbol)) return { kind: 'symbol', symbol } as const;
    context.addIssue({
      code: 'custom',
      message: `expected an index code or a symbol, got ${JSON.stringify(code)}`,
    });
    return z.NEVER;
  }),
});
