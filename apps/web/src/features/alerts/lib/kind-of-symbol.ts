// The instrument kind of a symbol (its prices are typed and shown in the board's units): the
// board's quote when it has one, else what the code says (futures and covered warrants by name).
import { instrumentKindOf, type InstrumentKind } from '@sen/market';
import { quoteStore } from '@/shared/quotes/quote-store';

export const kindOfSymbol = (symbol: string): InstrumentKind =>
  quoteStore.get(symbol)?.kind ?? instrumentKindOf(symbol);
