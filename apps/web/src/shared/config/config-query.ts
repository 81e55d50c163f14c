// `GET /config.json` (protocol's `clientConfigSchema`), loaded once at start, or read from the page
// when the server inlined it (inline-config.ts). Each reply also syncs the market clock (time and pace).
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getJson } from '@/shared/lib/fetch-json';
import { setMarketClockPace, syncMarketClock } from '@/shared/lib/market-clock';
import { clientConfigSchema, type ClientConfig } from '@sen/protocol';
import { takeInlineConfig } from './inline-config';

async function fetchAppConfig(signal?: AbortSignal): Promise<ClientConfig> {
  const config = await getJson('/config.json', clientConfigSchema, signal);
  setMarketClockPace(config);
  syncMarketClock(config.marketTime);
  return config;
}

/** The configuration in the page, if any (its market time synced as of the page's arrival). */
function inlineConfig(): ClientConfig | undefined {
  const inline = takeInlineConfig();
  if (!inline) return undefined;
  setMarketClockPace(inline.config);
  syncMarketClock(inline.config.marketTime, inline.observedAt);
  return inline.config;
}

export const appConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => fetchAppConfig(signal),
  initialData: inlineConfig,
  staleTime: Infinity,
  retry: 3,
});

/** The loaded configuration (suspends until it arrives). */
export function useAppConfig(): ClientConfig {
  return useSuspenseQuery(appConfigQuery).data;
}
