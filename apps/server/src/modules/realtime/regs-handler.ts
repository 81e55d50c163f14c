// Applies one parsed `regs` frame to a client. Limits are checked before anything changes, so a
// refused frame leaves the client's subscriptions as they were.
import { namedSymbols, senErrorText } from '@sen/market';
import type { ClientFrame } from '@sen/protocol';
import type { ClientSession } from './client-session.ts';
import type { PrivateRequest } from './private-answers.ts';

export interface RegsContext {
  join(client: ClientSession, room: string): void;
  leave(client: ClientSession, room: string): void;
  /** Sends the current 10-level depth (3211) of a symbol's side, when the symbol exists. */
  sendDepthSnapshot(client: ClientSession, symbol: string, side: 'B' | 'S'): boolean;
  /**
   * Whether a symbol is listed (has market data to send); absent, every symbol counts as listed.
   * A join skips unlisted symbols and is refused when it names only those, as a REST symbol list is.
   */
  knowsSymbol?(symbol: string): boolean;
  /** Answers a ping on the channel the client is on. */
  answerPing(client: ClientSession, mode: string): void;
  register(client: ClientSession, user: string, session: string): Promise<void>;
  /** Answers a private request (ListAccount, getSymbolInfo) or returns why not. */
  answerPrivate(client: ClientSession, request: PrivateRequest): Promise<string | undefined>;
  limits: { maxSymbolsPerClient: number; maxDepthStreamsPerClient: number };
}

/**
 * The refusal of a join whose symbols are all unknown: it names those, at most 10 of them (a frame
 * may carry 2,000), and counts the rest, as a REST symbol list's 404 does (`namedSymbols`).
 */
function unknownSymbolsText(unknown: readonly string[]): string {
  const { named, more } = namedSymbols(unknown);
  return more > 0
    ? senErrorText('unknownStreamSymbolsMore', 'en', { symbol: named, more })
    : senErrorText('unknownStreamSymbol', 'en', { symbol: named });
}

/** Returns an error message when the frame is refused, undefined when it was applied. */
export async function handleRegs(
  frame: ClientFrame,
  client: ClientSession,
  ctx: RegsContext,
): Promise<string | undefined> {
  switch (frame.type) {
    case 'join': {
      const known = (symbol: string) => ctx.knowsSymbol?.(symbol) ?? true;
      const listed = frame.symbols.filter(known);
      if (listed.length === 0 && frame.symbols.length > 0 && frame.oddLot.length === 0) {
        // Only the unknown ones are named, and at most 10 of them: the frame is not echoed back.
        return unknownSymbolsText(frame.symbols.filter((symbol) => !known(symbol)));
      }
      const rooms = [...listed, ...frame.oddLot].filter((room) => !client.symbols.has(room));
      if (client.symbols.size + rooms.length > ctx.limits.maxSymbolsPerClient) {
        return senErrorText('tooManySymbols', 'en', {
          max: ctx.limits.maxSymbolsPerClient,
          joined: client.symbols.size,
        });
      }
      for (const room of rooms) {
        client.symbols.add(room);
        ctx.join(client, room);
      }
      return undefined;
    }
    case 'leave':
      for (const room of [...frame.symbols, ...frame.oddLot]) {
        if (client.symbols.delete(room)) ctx.leave(client, room);
      }
      return undefined;
    case 'join-depth': {
      const room = `${frame.symbol},${frame.side}`;
      if (!client.depthStreams.has(room) && client.depthStreams.size >= ctx.limits.maxDepthStreamsPerClient) {
        return senErrorText('tooManyDepthStreams', 'en', { max: ctx.limits.maxDepthStreamsPerClient });
      }
      if (!ctx.sendDepthSnapshot(client, frame.symbol, frame.side))
        return senErrorText('unknownStreamSymbol', 'en', { symbol: frame.symbol });
      client.depthStreams.add(room);
      ctx.join(client, room);
      return undefined;
    }
    case 'leave-depth': {
      const room = `${frame.symbol},${frame.side}`;
      if (client.depthStreams.delete(room)) ctx.leave(client, room);
      return undefined;
    }
    case 'ping':
      ctx.answerPing(client, frame.mode);
      return undefined;
    case 'register':
      await ctx.register(client, frame.user, frame.session);
      return undefined;
    case 'list-account':
    case 'symbol-info':
      return ctx.answerPrivate(client, frame);
  }
}
