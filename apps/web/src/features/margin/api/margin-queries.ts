// Margin reads and the repayment of one margin sub-account, through the trading service.
import { marginDebtListCommand, marginInfoCommand, marginRepayCommand } from '@sen/protocol';
import { queryOptions } from '@tanstack/react-query';
import { callTrading } from '@/shared/session/trading-call';

/** The ratio moves with the market: read again every few seconds. */
const LIVE_MS = 3_000;

export const marginInfoQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['marginInfo', sub],
    queryFn: () => callTrading(base, marginInfoCommand, { subAccount: sub }),
    refetchInterval: LIVE_MS,
  });

export const marginLoansQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['marginLoans', sub],
    queryFn: () => callTrading(base, marginDebtListCommand, { subAccount: sub }),
    refetchInterval: LIVE_MS,
  });

export const repayMargin = (base: string, sub: string, amount: number, pin: string, refId: string) =>
  callTrading(base, marginRepayCommand, { subAccount: sub, amount: amount, pin: pin, refId: refId });
