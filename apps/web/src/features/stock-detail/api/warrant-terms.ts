// A covered warrant's terms (`{boardBase}/getCW`, its row) and the adjustments its underlying's
// corporate actions made to them: the underlying's events (`/stockEvents.pt`) and, when one falls
// in the warrant's life, its daily closes (`/stockHis.pt`) for the close before each ex-date.
import { adjustsWarrant, warrantAdjustments, type WarrantAdjustment } from '@sen/market';
import { coveredWarrantRowToWarrant, type CoveredWarrant } from '@sen/protocol';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useAppConfig } from '@/shared/config/config-query';
import { joinUrl } from '@/shared/lib/fetch-json';
import { getSection } from '../lib/get-section';
import { fetchEvents } from './events';
import { fetchPriceHistory, HISTORY_ALL_DAYS } from './price-history';

async function fetchWarrant(boardBase: string, symbol: string, signal?: AbortSignal) {
  const rows = await getSection(joinUrl(boardBase, 'getCW'), z.array(z.unknown()), signal);
  for (const row of rows) {
    const read = coveredWarrantRowToWarrant(row);
    if (read.ok && read.value.symbol === symbol) return read.value;
  }
  return null;
}

/** The warrant's terms, null when the symbol is not a listed warrant. */
export function useWarrantTerms(symbol: string) {
  const { boardBase } = useAppConfig();
  return useQuery({
    queryKey: ['stock-detail', 'warrant', boardBase, symbol],
    queryFn: ({ signal }) => fetchWarrant(boardBase, symbol, signal),
    staleTime: 60_000,
  });
}

async function fetchAdjustments(
  infoBase: string,
  warrant: CoveredWarrant,
  today: string,
  signal?: AbortSignal,
): Promise<WarrantAdjustment[]> {
  const events = (await fetchEvents(infoBase, warrant.underlying, 1, signal)).items;
  if (!events.some((event) => adjustsWarrant(event, warrant.firstTradingDate, today))) return [];
  const bars = (await fetchPriceHistory(infoBase, warrant.underlying, 1, HISTORY_ALL_DAYS, signal)).items;
  return warrantAdjustments(events, bars, warrant.firstTradingDate, today);
}

/** The underlying's ex-dates in the warrant's life up to `today`, with the close before each. */
export function useWarrantAdjustments(warrant: CoveredWarrant | null | undefined, today: string | undefined) {
  const { infoBase } = useAppConfig();
  return useQuery({
    queryKey: ['stock-detail', 'warrant-adjustments', infoBase, warrant?.symbol, today],
    queryFn: ({ signal }) => fetchAdjustments(infoBase, warrant!, today!, signal),
    enabled: !!warrant && !!today,
    staleTime: 300_000,
  });
}
