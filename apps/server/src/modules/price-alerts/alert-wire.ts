// A stored price alert as the trading channel shows it.
import type { PriceAlertKind, PriceAlertRepeat } from '@sen/market';
import type { PriceAlert } from '@sen/protocol';
import { toMarketIso } from '../market/market-time.ts';
import type { AlertRow } from './alert-repository.ts';

export function alertToWire(row: AlertRow): PriceAlert {
  return {
    id: String(row.id),
    symbol: row.symbol,
    kind: row.kind as PriceAlertKind,
    threshold: row.threshold,
    repeat: row.repeat as PriceAlertRepeat,
    status: row.status as PriceAlert['status'],
    createdAt: toMarketIso(row.created_at),
    firedAt: row.fired_at === null ? null : toMarketIso(row.fired_at),
    lastPrice: row.last_price,
  };
}
