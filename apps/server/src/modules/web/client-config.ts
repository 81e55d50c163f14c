// `/config.json`: where each host lives and the market clock, exactly as ARCHITECTURE §4 fixes it.
import { BASES } from '../../host-bases.ts';
import { toMarketIso } from '../market/market-time.ts';

const APP_VERSION = '2.2.2';

export interface ClientConfig {
  version: string;
  boardBase: string;
  infoBase: string;
  tradingBase: string;
  bondBase: string;
  realtimeUrl: string;
  realtimePath: string;
  marketTime: string;
  clock: 'demo' | 'real';
  /** Market seconds per wall second: the client advances the market time at it between syncs. */
  clockSpeed: number;
  /** Demo: the virtual day's start and end 'HH:MM:SS' (the next trading day follows the end at once). */
  dayStart?: string;
  dayEnd?: string;
  simulated: true;
}

/** What the configuration tells of the market clock (`MarketClock` has it). */
interface ClockView {
  marketTime(): number;
  pace(): { speed: number; dayStart?: string; dayEnd?: string };
}

export function buildClientConfig(marketClock: ClockView, clock: 'demo' | 'real'): ClientConfig {
  const { speed, dayStart, dayEnd } = marketClock.pace();
  return {
    version: APP_VERSION,
    ...BASES,
    marketTime: toMarketIso(marketClock.marketTime()),
    clock,
    clockSpeed: speed,
    ...(dayStart === undefined ? {} : { dayStart }),
    ...(dayEnd === undefined ? {} : { dayEnd }),
    simulated: true,
  };
}
