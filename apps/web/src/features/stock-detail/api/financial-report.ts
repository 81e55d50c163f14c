// `/stockReport.pt?symbol=&type=Q|Y&report=IS|BS`: income statements or balance sheets, newest
// period first (8 periods: two years of quarters, or eight years).
import { reportSchema } from '@sen/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { joinUrl } from '@/shared/lib/fetch-json';
import { getSection, queryString } from '../lib/get-section';

export type ReportPeriod = 'quarter' | 'year';
export type ReportKind = 'income' | 'balance';

function fetchFinancialReport(
  infoBase: string,
  symbol: string,
  period: ReportPeriod,
  kind: ReportKind,
  signal?: AbortSignal,
) {
  const query = queryString({
    symbol,
    type: period === 'quarter' ? 'Q' : 'Y',
    report: kind === 'income' ? 'IS' : 'BS',
    size: 8,
  });
  return getSection(joinUrl(infoBase, `stockReport.pt?${query}`), reportSchema, signal);
}

const financialReportQuery = (infoBase: string, symbol: string, period: ReportPeriod, kind: ReportKind) =>
  queryOptions({
    queryKey: ['stock-detail', 'report', infoBase, symbol, period, kind],
    queryFn: ({ signal }) => fetchFinancialReport(infoBase, symbol, period, kind, signal),
    staleTime: 5 * 60_000,
  });

export function useFinancialReport(symbol: string, period: ReportPeriod, kind: ReportKind) {
  return useQuery(financialReportQuery(useAppConfig().infoBase, symbol, period, kind));
}
