// Calls of the bond service (`POST {bondBase}`, JSON `{cmd, user, session, data}`, reply
// `{rc, rs, data}`), each reply checked by its protocol schema; failures are TradingCallErrors so
// the shared error text translates their codes. Session errors end the session as trading calls do.
import {
  BOND_COMMANDS,
  decodeTradingReply,
  parseWith,
  type BondCommandInput,
  type BondCommandName,
  type BondCommandReply,
} from '@sen/protocol';
import { queryOptions } from '@tanstack/react-query';
import { endSession, sessionStore } from '@/shared/session/session-store';
import { isSessionError, TradingCallError } from '@/shared/session/trading-call';

export async function callBond<C extends BondCommandName>(
  bondBase: string,
  cmd: C,
  data: BondCommandInput<C>,
): Promise<BondCommandReply<C>> {
  const token = sessionStore.get().token;
  if (!token) throw new TradingCallError(-4, 'Not logged in', true);
  const response = await fetch(bondBase, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cmd, user: token.user, session: token.sid, data }),
  });
  if (response.status === 401) {
    endSession(true);
    throw new TradingCallError(-1, 'Invalid session', true);
  }
  const reply = decodeTradingReply(await response.json().catch(() => null));
  if (!reply.ok) throw new TradingCallError(-1, `HTTP ${response.status}`);
  if (reply.value.rc < 1) {
    const ended = isSessionError(reply.value.rs);
    if (ended) endSession(true);
    throw new TradingCallError(reply.value.rc, reply.value.rs, ended);
  }
  const parsed = parseWith(BOND_COMMANDS[cmd].reply, reply.value.data);
  if (!parsed.ok) throw new TradingCallError(-1, parsed.error);
  return parsed.value as BondCommandReply<C>;
}

const REFRESH_MS = 5_000;

export const bondListQuery = (base: string) =>
  queryOptions({
    queryKey: ['bonds', 'list'],
    queryFn: () => callBond(base, 'BondList', {}),
    refetchInterval: REFRESH_MS,
  });

export const bondQuoteQuery = (base: string, symbol: string, volume: number, sellDate?: string) =>
  queryOptions({
    queryKey: ['bonds', 'quote', symbol, volume, sellDate ?? ''],
    queryFn: () => callBond(base, 'BondQuote', { symbol, volume, ...(sellDate ? { sellDate } : {}) }),
    refetchInterval: REFRESH_MS,
  });

export const bondHoldingsQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['bonds', 'holdings', sub],
    queryFn: () => callBond(base, 'BondHoldings', { subAcntNo: sub }),
    refetchInterval: REFRESH_MS,
  });

export const bondOrdersQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['bonds', 'orders', sub],
    queryFn: () => callBond(base, 'BondOrders', { subAcntNo: sub }),
    refetchInterval: REFRESH_MS,
  });

export const bondCashflowsQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['bonds', 'cashflows', sub],
    queryFn: () => callBond(base, 'BondCashflows', { subAcntNo: sub }),
    refetchInterval: REFRESH_MS,
  });

/** A fresh client reference for one confirmed trade. */
export const newBondRef = () => `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
