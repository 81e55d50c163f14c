// The order commands of the trading service and the symbol facts the ticket validates against.
import {
  boardRecordToQuote,
  cancelOrderCommand,
  editOrderCommand,
  newOrderCommand,
  orderListCommand,
  orderSignature,
  purchasePowerCommand,
  stockBalanceCommand,
  type Quote,
} from '@sen/protocol';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson, joinUrl } from '@/shared/lib/fetch-json';
import { callTrading } from '@/shared/session/trading-call';

export type OrderListKind = 'today' | 'nextSession' | 'history';

export const orderListQuery = (base: string, sub: string, kind: OrderListKind) =>
  queryOptions({
    queryKey: ['orders', sub, kind],
    queryFn: () => callTrading(base, orderListCommand, { subAccount: sub, list: kind }),
  });

/** Today's band, market and kind of a symbol (board host, `getStockInfo`). */
export const symbolQuoteQuery = (boardBase: string, symbol: string) =>
  queryOptions({
    queryKey: ['symbolQuote', symbol],
    queryFn: async ({ signal }): Promise<Quote> => {
      const record = await getJson(
        joinUrl(boardBase, `/getStockInfo/${encodeURIComponent(symbol)}`),
        z.unknown(),
        signal,
      );
      const quote = boardRecordToQuote(record);
      if (!quote.ok) throw new Error(quote.error);
      return quote.value;
    },
    staleTime: 30_000,
  });

export interface NewOrder {
  sub: string;
  symbol: string;
  side: 'B' | 'S';
  /** VND integer or the order-type word. */
  price: number | 'ATO' | 'ATC' | 'MP' | 'MTL' | 'MOK' | 'MAK' | 'PLO';
  volume: number;
  pin: string;
  nextSession: boolean;
}

/** A fresh client reference: the same order sent twice with it is still one order. */
export const newRefId = () => `w${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

export function placeOrder(base: string, o: NewOrder, refId: string) {
  const signature = orderSignature({
    price: o.price,
    side: o.side,
    volume: o.volume,
    account: o.sub,
    symbol: o.symbol,
    refId,
  });
  return callTrading(base, newOrderCommand, {
    subAccount: o.sub,
    symbol: o.symbol,
    side: o.side,
    price: o.price,
    volume: o.volume,
    pin: o.pin,
    refId: refId,
    signature,
    ...(o.nextSession ? { nextSession: true } : {}),
  });
}

export function editOrder(
  base: string,
  sub: string,
  orderNo: string,
  change: { price?: number; volume?: number },
  pin: string,
) {
  return callTrading(base, editOrderCommand, {
    subAccount: sub,
    orderNo: orderNo,
    ...(change.price === undefined ? {} : { price: change.price }),
    ...(change.volume === undefined ? {} : { volume: change.volume }),
    pin: pin,
  });
}

export function cancelOrder(base: string, sub: string, orderNo: string, pin: string) {
  return callTrading(base, cancelOrderCommand, { subAccount: sub, orderNo: orderNo, pin: pin });
}

/** Shares of a sub-account (same key as the account screens, so one cache). */
export const stockBalanceQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['stockBalance', sub],
    queryFn: () => callTrading(base, stockBalanceCommand, { subAccount: sub }),
  });

/** Purchase power of a sub-account, and the volume it buys of `symbol` at `price` (canonical). */
export const purchasePowerQuery = (base: string, sub: string, symbol: string, price: number | undefined) =>
  queryOptions({
    queryKey: ['purchasePower', sub, symbol, price],
    queryFn: () =>
      callTrading(base, purchasePowerCommand, {
        subAccount: sub,
        symbol: symbol,
        ...(price === undefined ? {} : { price: price }),
      }),
    refetchInterval: 5_000,
  });
