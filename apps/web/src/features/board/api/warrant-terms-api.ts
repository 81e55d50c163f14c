// The covered warrants' terms after their underlyings' corporate actions (`{infoBase}/warrantTerms.pt`,
// computed by the server as of its market date), for the warrant board's analytics columns.
import { warrantTermsPageSchema, type AdjustedWarrantTerms } from '@sen/protocol';
import { useQuery } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { getJson, joinUrl } from '@/shared/lib/fetch-json';

async function fetchWarrantTerms(
  infoBase: string,
  signal?: AbortSignal,
): Promise<Map<string, AdjustedWarrantTerms>> {
  const page = await getJson(joinUrl(infoBase, 'warrantTerms.pt'), warrantTermsPageSchema, signal);
  return new Map(page.items.map((item) => [item.symbol, item]));
}

/** The adjusted terms by warrant, read again when the market date (server clock) changes. */
export function useAdjustedWarrantTerms(marketDate: string | undefined) {
  const { infoBase } = useAppConfig();
  return useQuery({
    queryKey: ['board', 'warrant-terms', infoBase, marketDate],
    queryFn: ({ signal }) => fetchWarrantTerms(infoBase, signal),
    enabled: marketDate !== undefined,
    staleTime: 300_000,
  }).data;
}
