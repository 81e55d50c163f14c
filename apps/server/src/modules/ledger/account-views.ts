// Read models of one sub-account for the trading commands: cash and stock balances, purchase
// power and positions valued at the live price of the simulated market.
import type { CashBalance, DerivativeAccount, Position, StockBalanceRow } from '@sen/protocol';
import type { LedgerService } from './ledger-service.ts';
import { maxBuyVolume } from './max-volume.ts';
import { CASH, type AssetBalance } from './ledger-rules.ts';
import { MARGIN_LEVELS, marginRisk } from './futures-margin.ts';
import {
  FUTURES_MULTIPLIER_VND_PER_POINT,
  FUTURES_VND_PER_PRICE_UNIT,
  futuresInitialMargin,
} from '@sen/market';
import { markPrice } from './futures-rules.ts';

/** Live price of a symbol in VND (last match, else reference), undefined when unknown. */
export type PriceSource = (symbol: string) => number | undefined;

const EMPTY: AssetBalance = { available: 0, blocked: 0, receivable: [], total: 0, cost: 0 };
const receivables = (b: AssetBalance) =>
  b.receivable.map((r) => ({ settleDate: r.settleDate, amount: r.amount }));

export class AccountViews {
  constructor(
    private readonly ledger: LedgerService,
    private readonly price: PriceSource,
  ) {}

  async cash(subAcntNo: string): Promise<CashBalance> {
    const b = (await this.ledger.balances(subAcntNo)).get(CASH) ?? EMPTY;
    return {
      subAcntNo,
      available: b.available,
      blocked: b.blocked,
      receivable: receivables(b),
      total: b.total,
    };
  }

  async stocks(subAcntNo: string): Promise<StockBalanceRow[]> {
    const rows: StockBalanceRow[] = [];
    for (const [symbol, b] of await this.ledger.balances(subAcntNo)) {
      if (symbol === CASH || b.total === 0) continue;
      rows.push({
        symbol,
        available: b.available,
        blocked: b.blocked,
        receivable: receivables(b),
        total: b.total,
      });
    }
    return rows.sort((x, y) => x.symbol.localeCompare(y.symbol));
  }

  /**
   * A normal sub-account's purchase power: its available cash, and the board-lot volume whose buy
   * block (block-amounts.ts) it covers at a price; for a futures symbol the contracts
   * whose initial margin it covers at a price in index points x 100. Margin sub-accounts' PurchasePower is
   * the margin module's (modules/margin/margin-lending.ts), the same function as its pre-trade check.
   */
  async purchasePower(subAcntNo: string, price?: number, symbol?: string) {
    const cash = await this.cash(subAcntNo);
    const power = Math.max(0, cash.available);
    return {
      subAcntNo,
      cashAvailable: cash.available,
      purchasePower: power,
      maxVolume: maxBuyVolume(power, price, symbol),
    };
  }

  async positions(subAcntNo: string): Promise<Position[]> {
    const rows: Position[] = [];
    for (const [symbol, b] of await this.ledger.balances(subAcntNo)) {
      if (symbol === CASH || b.total === 0) continue;
      const marketPrice = this.price(symbol) ?? null;
      const marketValue = marketPrice === null ? null : marketPrice * b.total;
      const profit = marketValue === null ? null : marketValue - b.cost;
      rows.push({
        symbol,
        quantity: b.total,
        avgCost: Math.round((b.cost / b.total) * 100) / 100,
        costValue: b.cost,
        marketPrice,
        marketValue,
        profit,
        profitPct: profit === null || b.cost === 0 ? null : Math.round((profit / b.cost) * 10_000) / 100,
      });
    }
    return rows.sort((x, y) => x.symbol.localeCompare(y.symbol));
  }

  /**
   * Futures positions with margin, fees, realised P/L and unrealised P/L at the live price, and the
   * account's margin risk (futures-margin.ts): ratio, level, collateral and the P/L not yet settled.
   */
  async derivatives(subAcntNo: string): Promise<DerivativeAccount> {
    const { holdings, cash } = await this.ledger.futures.state(subAcntNo);
    const positions: DerivativeAccount['positions'] = [];
    let charges = 0;
    for (const [symbol, h] of holdings) {
      charges += h.charges;
      if (h.quantity === 0 && h.realised === 0 && h.charges === 0) continue;
      const marketPrice = this.price(symbol) ?? null;
      const avgPrice = h.quantity === 0 ? 0 : h.openValue / h.quantity / FUTURES_VND_PER_PRICE_UNIT;
      positions.push({
        symbol,
        quantity: h.quantity,
        long: Math.max(0, h.quantity),
        short: Math.max(0, -h.quantity),
        avgPrice: Math.round(avgPrice * 100) / 100,
        settlementPrice: Math.round(markPrice(h) * 100) / 100,
        marketPrice,
        multiplier: FUTURES_MULTIPLIER_VND_PER_POINT,
        initialMargin: futuresInitialMargin(marketPrice ?? markPrice(h), h.quantity),
        unrealisedPnl:
          marketPrice === null ? null : h.quantity * marketPrice * FUTURES_VND_PER_PRICE_UNIT - h.openValue,
        realisedPnl: h.realised,
        variationMargin: h.variationMargin,
        charges: h.charges,
      });
    }
    positions.sort((x, y) => x.symbol.localeCompare(y.symbol));
    const risk = marginRisk(holdings, cash, this.price);
    return {
      subAcntNo,
      marginHeld: cash.margin,
      requiredMargin: risk.required,
      collateral: risk.collateral,
      unsettledPnl: risk.unsettledPnl,
      marginRatio: Math.round(risk.ratio * 10_000) / 10_000,
      marginStatus: risk.status,
      marginLevels: { ...MARGIN_LEVELS },
      charges,
      positions,
    };
  }
}
