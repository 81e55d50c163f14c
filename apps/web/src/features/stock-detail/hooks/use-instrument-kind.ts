// The kind of the page's symbol (stock, ETF, warrant, bond or futures contract), which decides its
// units: the quote carries it; before the quote arrives, the symbol's shape (a VN30F code is a
// futures contract), as the other screens read it.
import { instrumentKindOf, type InstrumentKind } from '@sen/market';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAppConfig } from '@/shared/config/config-query';
import { stockQuoteQuery } from '../api/stock-quote';
import { instrumentFormat, type InstrumentFormat } from '../lib/instrument-format';

export function useInstrumentKind(symbol: string): InstrumentKind {
  // Only the kind: live trades moving the quote do not render the tables again.
  const kind = useQuery({
    ...stockQuoteQuery(useAppConfig().boardBase, symbol),
    select: (quote) => quote.kind,
  }).data;
  return kind ?? instrumentKindOf(symbol);
}

/** The price, change, volume and value formatters of the page's symbol. */
export function useInstrumentFormat(symbol: string): InstrumentFormat {
  const kind = useInstrumentKind(symbol);
  return useMemo(() => instrumentFormat(kind), [kind]);
}
