// Watchlists of logged-in customers as a plugin: their trading commands over the storage.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerWatchlistCommands } from './watchlist-commands.ts';
import { WatchlistRepository } from './watchlist-repository.ts';
import { WatchlistService } from './watchlist-service.ts';

const RANDOM_STEPS = 2 ** 32;

async function watchlistsPlugin(app: FastifyInstance): Promise<void> {
  const service = new WatchlistService(new WatchlistRepository(app.storage.db), {
    now: Date.now,
    knows: (symbol) => app.market.catalogue.get(symbol) !== undefined,
    random: () => randomInt(RANDOM_STEPS) / RANDOM_STEPS,
  });
  registerWatchlistCommands(app.trading, service);
}

export default fp(watchlistsPlugin, {
  name: 'sen-watchlists',
  dependencies: ['sen-storage', 'sen-market', 'sen-trading-gateway', 'sen-identity'],
});
