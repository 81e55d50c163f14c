// A history or statement of the selected sub-account over a date range (market dates): the last 30
// days up to the market's date (the server's clock, not this computer's) until the customer
// searches others. Cash and stock transfers, advances and both statements read theirs this way.
import { marketDateOf } from '@sen/market';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppConfig } from '@/shared/config/config-query';
import { marketNow } from '@/shared/lib/market-clock';
import { useSession } from '@/shared/session/use-session';
import type { DateRange } from '@/shared/lib/date-range';
import { daysBefore } from './money-forms';

export function useRangedQuery<T>(
  options: (base: string, sub: string, range: DateRange) => UseQueryOptions<T, Error, T, string[]>,
) {
  const { tradingBase } = useAppConfig();
  const sub = useSession((s) => s.defAccount) ?? '';
  const [range, setRange] = useState<DateRange>(() => {
    const today = marketDateOf(marketNow() ?? 0);
    return { from: daysBefore(today, 30), to: today };
  });
  const query = useQuery({ ...options(tradingBase, sub, range), enabled: sub !== '' });
  return { sub, range, setRange, data: query.data };
}
