import { useAppConfig } from '@/shared/config/config-query';

/** Where the trading service lives (from /config.json). */
export function useTradingBase(): string {
  return useAppConfig().tradingBase;
}
