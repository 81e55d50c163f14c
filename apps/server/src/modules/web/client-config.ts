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
  simulated: true;
}

export function buildClientConfig(marketTimeMs: number, clock: 'demo' | 'real'): ClientConfig {
  return { version: APP_VERSION, ...BASES, marketTime: toMarketIso(marketTimeMs), clock, simulated: true };
}
