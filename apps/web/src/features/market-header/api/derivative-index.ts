// The derivatives card: the front-month VN30 future (`/pslistdata`, then
// `/getpsalldatalsnapshot/{symbols}`), refreshed every 10 s.
import { TIMING } from '@sen/market';
import { derivativeRowToQuote, type Quote } from '@sen/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { useAppConfig } from '@/shared/config/config-query';
import { getJson, joinUrl } from '@/shared/lib/fetch-json';

/** The contract maturing first among readable rows, or null. */
function frontMonth(rows: readonly unknown[]): Quote | null {
  const quotes = rows.flatMap((row) => {
    const parsed = derivativeRowToQuote(row);
    return parsed.ok ? [parsed.value] : [];
  });
  quotes.sort((a, b) => (a.maturity ?? '9999').localeCompare(b.maturity ?? '9999'));
  return quotes[0] ?? null;
}

async function fetchFrontMonth(boardBase: string, signal?: AbortSignal): Promise<Quote | null> {
  const symbols = await getJson(joinUrl(boardBase, 'pslistdata'), z.array(z.string()), signal);
  if (symbols.length === 0) return null;
  const rows = await getJson(
    joinUrl(boardBase, `getpsalldatalsnapshot/${symbols.join(',')}`),
    z.array(z.unknown()),
    signal,
  );
  return frontMonth(rows);
}

const derivativeIndexQuery = (boardBase: string) =>
  queryOptions({
    queryKey: ['header', 'derivative-index', boardBase],
    queryFn: ({ signal }) => fetchFrontMonth(boardBase, signal),
    refetchInterval: TIMING.derivativesIndexRefreshMs,
  });

export function useDerivativeIndex() {
  return useQuery(derivativeIndexQuery(useAppConfig().boardBase));
}
