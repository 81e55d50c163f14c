// `/companyInfo.pt?symbol=`: the company profile (simulated company data).
import { companyInfoSchema } from '@sen/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { joinUrl } from '@/shared/lib/fetch-json';
import { getSection } from '../lib/get-section';

function fetchCompanyInfo(infoBase: string, symbol: string, signal?: AbortSignal) {
  return getSection(
    joinUrl(infoBase, `companyInfo.pt?symbol=${encodeURIComponent(symbol)}`),
    companyInfoSchema,
    signal,
  );
}

const companyInfoQuery = (infoBase: string, symbol: string) =>
  queryOptions({
    queryKey: ['stock-detail', 'companyInfo', infoBase, symbol],
    queryFn: ({ signal }) => fetchCompanyInfo(infoBase, symbol, signal),
    staleTime: 5 * 60_000,
  });

export function useCompanyInfo(symbol: string) {
  return useQuery(companyInfoQuery(useAppConfig().infoBase, symbol));
}
