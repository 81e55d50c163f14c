// Composes the simulated market of one server node from the environment (SEN_CLOCK,
// SEN_CLOCK_START, SEN_CLOCK_SPEED, SEN_SEED): clock, simulator (exchange, participants,
// indexes), catalogue, store and the runtime that drives them.
import {
  HNX30_SYMBOLS,
  MarketClock,
  MarketSimulator,
  REFERENCE,
  VN30_SYMBOLS,
  marketDateOf,
  marketTimeAt,
} from '@sen/exchange';
import { MARKET_IDS } from '@sen/market';
import type { ServerEnv } from '../../env.ts';
import type { Bus } from '../../plugins/bus/bus.ts';
import { MarketCatalogue } from './market-catalogue.ts';
import { MarketRuntime } from './market-runtime.ts';
import { MarketStore } from './market-store.ts';

/** Time of day the simulated market's day begins (before the opening calls), seconds. */
const DAY_OPEN_SECONDS = 8 * 3600 + 30 * 60;

export interface CreateMarketOptions {
  env: Pick<ServerEnv, 'clock' | 'clockStart' | 'clockSpeed' | 'seed' | 'tickMs'> &
    Partial<Pick<ServerEnv, 'clockDate' | 'symbols'>>;
  bus: Bus;
  /** Wall clock (Date.now in production). */
  now: () => number;
  onError: (error: unknown) => void;
  /** Simulate only these symbols (tests and benchmarks); default `env.symbols`, else the whole universe. */
  filter?: (symbol: string) => boolean;
}

export function createMarket({ env, bus, now, onError, ...options }: CreateMarketOptions): MarketRuntime {
  const only = env.symbols && new Set(env.symbols);
  const filter = options.filter ?? (only ? (symbol: string) => only.has(symbol) : undefined);
  const clock = new MarketClock({
    mode: env.clock,
    now,
    start: env.clockStart,
    speed: env.clockSpeed,
    ...(env.clockDate ? { startDate: env.clockDate } : {}),
  });
  const late: { catalogue?: MarketCatalogue } = {};
  // The configured start, never the clock's first reading (a few wall ms later): same seed, same tape.
  // Called again (MarketRuntime.reset) when a node takes the market over after leading it before.
  // Built first, a clock starting later in the day has the simulator start at 08:30 and live the
  // day up to it (catchUp below). Rebuilt (MarketRuntime.reset: a node taking the market over
  // again, orders to re-send at once) it starts at the clock's start, so it serves at once.
  const rebuild = (fromDayOpen = false) => {
    const configured = clock.startTime();
    const dayOpen = marketTimeAt(marketDateOf(configured), DAY_OPEN_SECONDS);
    const startTime = fromDayOpen ? Math.min(configured, dayOpen) : configured;
    const simulator = new MarketSimulator({ seed: env.seed, startTime, ...(filter ? { filter } : {}) });
    const exchange = simulator.exchange;
    const store = new MarketStore(
      exchange.instruments(),
      (instrument) => {
        const snapshot = exchange.snapshot(instrument.symbol, 0);
        return {
          reference: snapshot?.reference ?? instrument.referencePrice,
          ceiling: snapshot?.ceiling ?? 0,
          floor: snapshot?.floor ?? 0,
        };
      },
      exchange.tradingDate,
    );
    for (const market of MARKET_IDS)
      store.applySession(market, exchange.phase(market), exchange.tradingDate, startTime);
    late.catalogue?.roll(exchange.tradingDate);
    return { simulator, store };
  };
  const { simulator, store } = rebuild(true);
  const catalogue = new MarketCatalogue(
    REFERENCE,
    simulator.exchange.tradingDate,
    { vn30: VN30_SYMBOLS, hnx30: HNX30_SYMBOLS },
    (symbol) => simulator.exchange.snapshot(symbol, 0) !== undefined,
  );
  late.catalogue = catalogue;
  const runtime = new MarketRuntime({
    clock,
    simulator,
    store,
    catalogue,
    bus,
    tickMs: env.tickMs,
    onError,
    rebuild,
  });
  // The day so far (trades, volumes, high and low) happens before the server serves anything.
  runtime.catchUp(clock.startTime());
  return runtime;
}
