// The wire of Sen: schemas, types and codecs shared by the server and the web app (see CONTEXT.md).
export * from './version.ts';
export * from './parse-result.ts';
export * from './client-config.ts';

export * from './canonical/primitives.ts';
export * from './canonical/depth.ts';
export * from './canonical/quote.ts';
export * from './canonical/quote-colours.ts';
export * from './canonical/index-snapshot.ts';
export * from './canonical/trade.ts';
export * from './canonical/negotiated-deal.ts';
export * from './canonical/covered-warrant.ts';

export * from './feed/wire-primitives.ts';
export * from './feed/colour.ts';
export * from './feed/dates.ts';
export * from './feed/legacy-units.ts';
export * from './feed/pipe-depth.ts';
export * from './feed/depth-codec.ts';
export * from './feed/board-record.ts';
export * from './feed/feed-row.ts';
export * from './feed/stock-snapshot.ts';
export * from './feed/derivative-row.ts';
export * from './feed/index-older.ts';
export * from './feed/index-newer.ts';
export * from './feed/market-summary.ts';
export * from './feed/intraday-history.ts';
export * from './feed/negotiated-deal.ts';
export * from './feed/covered-warrant.ts';
export * from './feed/reference-lists.ts';
export * from './feed/history-and-depth.ts';

export * from './realtime/symbols.ts';
export * from './realtime/client-frames.ts';
export * from './realtime/ndata.ts';
export * from './realtime/market-status.ts';
export * from './realtime/public-messages.ts';
export * from './realtime/public-builders.ts';
export * from './realtime/public-readers.ts';
export * from './realtime/private-messages.ts';

export * from './trading/envelope.ts';
export * from './trading/command.ts';
export * from './trading/login.ts';
export * from './trading/accounts.ts';
export * from './trading/order-signature.ts';
export * from './trading/replies.ts';
export * from './trading/commands.ts';
export * from './trading/identity.ts';
export * from './trading/ledger.ts';
export * from './trading/orders.ts';
export * from './trading/conditional-orders.ts';
export * from './trading/watchlists.ts';
export * from './trading/notifications.ts';
export * from './trading/margin.ts';
export * from './info/info-host.ts';
export * from './info/chart-bars.ts';
