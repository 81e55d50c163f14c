// Answers of the private channel's requests (spec §7 "Private actions: ListAccount, getSymbolInfo"),
// only for a client whose registration is live: `{action:'ListAccount'}` gets the registered user's
// sub-accounts (as the ListAccount command), `{action:'getSymbolInfo', data:'FPT'}` the symbol's
// facts with the brokerage's margin ratio. Before a registration (or after its session ended) the
// request is refused with an error frame and nothing is sent.
import { senErrorText } from '@sen/market';
import { PRIVATE_EVENT, type SymbolInfo, type TradingAccount } from '@sen/protocol';
import type { ClientSession } from './client-session.ts';

/** What the answers read: identity's account list and the market's symbol facts. */
export interface PrivateSources {
  /** The sub-accounts of a registered user. */
  accounts(user: string): Promise<TradingAccount[]>;
  /** The facts of a symbol, undefined when none is listed under that code. */
  symbolInfo(symbol: string): SymbolInfo | undefined;
}

/** Used until identity and the market plug their sources in: every request is refused. */
export const NO_PRIVATE_SOURCES: PrivateSources = {
  accounts: async () => {
    throw new Error('no account source');
  },
  symbolInfo: () => undefined,
};

export type PrivateRequest = { type: 'list-account' } | { type: 'symbol-info'; symbol: string };

/** Sends the answer on `private`; returns the refusal text instead when there is none. */
export async function answerPrivate(
  client: ClientSession,
  request: PrivateRequest,
  registered: boolean,
  sources: PrivateSources,
): Promise<string | undefined> {
  const user = client.user;
  if (!registered || user === undefined) return senErrorText('registerFirst', 'en');
  if (request.type === 'list-account') {
    const data = await sources.accounts(user);
    client.socket.emit(PRIVATE_EVENT, { action: 'ListAccount', data });
    return undefined;
  }
  const data = sources.symbolInfo(request.symbol);
  if (data === undefined) return senErrorText('unknownStreamSymbol', 'en', { symbol: request.symbol });
  client.socket.emit(PRIVATE_EVENT, { action: 'getSymbolInfo', data });
  return undefined;
}
