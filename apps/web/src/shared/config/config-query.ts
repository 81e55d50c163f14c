// `GET /config.json` (protocol's `clientConfigSchema`), loaded once at start. Each reply also
// syncs the market clock.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getJson } from '@/shared/lib/fetch-json';
import { syncMarketClock } from '@/shared/lib/market-clock';
import { clientConfigSchema, type ClientConfig } from '@sen/protocol';

async function fetchAppConfig(signal?: AbortSignal): Promise<ClientConfig> {
  const config = await getJson('/config.json', clientConfigSchema, signal);
  syncMarketClock(config.marketTime);
  return config;
}

export const appConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => fetchAppConfig(signal),
  staleTime: Infinity,
  retry: 3,
});

/** The loaded configuration (suspends until it arrives). */
export function useAppConfig(): ClientConfig {
  return useSuspenseQuery(appConfigQuery).data;
}
