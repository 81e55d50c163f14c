// Watchlist commands on the trading gateway (docs/api.md, "Watchlists").
import * as protocol from '@sen/protocol';
import { requireCaller, type CommandRegistry } from '../trading-gateway/command-registry.ts';
import type { WatchlistService } from './watchlist-service.ts';

export function registerWatchlistCommands(registry: CommandRegistry, service: WatchlistService): void {
  const customer = (context: Parameters<typeof requireCaller>[0]) => requireCaller(context).customerId;
  registry.register(protocol.getWatchlistsCommand, (_p, ctx) => service.lists(customer(ctx)));
  registry.register(protocol.addWatchlistCommand, (p, ctx) => service.add(customer(ctx), p.name));
  registry.register(protocol.renameWatchlistCommand, (p, ctx) => service.rename(customer(ctx), p.id, p.name));
  registry.register(protocol.deleteWatchlistCommand, (p, ctx) => service.remove(customer(ctx), p.id));
  registry.register(protocol.saveWatchlistCommand, (p, ctx) =>
    service.save(customer(ctx), p.id, p.symbols, p.pinned),
  );
  registry.register(protocol.mergeWatchlistsCommand, (p, ctx) => service.merge(customer(ctx), p.lists));
}
