// Day rollover: new references and bands, empty books, and the event that tells the back office.
import {
  addTradingDays,
  exRightsReference,
  type CalendarDate,
  type ExRightsAction,
  type HolidayList,
} from '@sen/market';
import type { ExchangeCore } from '../exchange/exchange-core.ts';
import { bandFor } from '../exchange/instrument-state.ts';
import { expireProposals } from '../exchange/put-through.ts';
import { settleFutures } from './futures-settlement.ts';
import { nextReference } from './next-reference.ts';

/**
 * Starts `tradingDate`: every instrument gets its next reference and band (warrants after their
 * underlying; futures their daily settlement price, the series rolling past an expiry), books
 * start empty, and a rollover event names the trade date settling today (T+2) and carries each
 * futures contract's settlement price of the day that ended.
 */
export function rollover(
  core: ExchangeCore,
  tradingDate: CalendarDate,
  holidays: HolidayList,
  exRights: ReadonlyMap<string, ExRightsAction> = new Map(),
): void {
  const previousDate = core.tradingDate;
  const states = [...core.instruments.values()];
  const references = new Map(states.map((state) => [state, nextReference(state)]));
  // Stocks going ex today: the close adjusted by the exchange's formula (their warrants follow it).
  const adjusted: { symbol: string; close: number; reference: number }[] = [];
  for (const state of states) {
    const action = exRights.get(state.spec.symbol);
    if (!action || (state.spec.kind !== 'stock' && state.spec.kind !== 'etf')) continue;
    const close = references.get(state)!;
    const reference = exRightsReference(close, action);
    references.set(state, reference);
    adjusted.push({ symbol: state.spec.symbol, close, reference });
  }
  const futures = settleFutures(
    states.filter((s) => s.spec.kind === 'future'),
    core.futuresContracts,
    core.underlying,
    previousDate,
    tradingDate,
    holidays,
  );
  for (const [state, reference] of futures.references) references.set(state, reference);
  core.underlying.newDay();
  for (const record of core.orders.values()) core.closeOrder(record, 'expired');
  expireProposals(core);
  core.proposals.clear();
  core.advertisements.clear();
  const ordered = [
    ...states.filter((s) => s.spec.kind !== 'cw'),
    ...states.filter((s) => s.spec.kind === 'cw'),
  ];
  for (const state of ordered) {
    const reference = references.get(state)!;
    const underlying = state.spec.underlying ? core.instruments.get(state.spec.underlying) : undefined;
    state.startDay(reference, bandFor(state.spec, reference, underlying, false));
  }
  core.tradingDate = tradingDate;
  core.out.resetDepth();
  core.out.emit({
    type: 'rollover',
    time: core.time,
    previousDate,
    tradingDate,
    settledTradeDate: addTradingDays(tradingDate, -2, holidays),
    futuresSettlements: futures.settlements,
    exRights: adjusted,
    references: states.map((state) => ({
      symbol: state.spec.symbol,
      reference: state.reference,
      ceiling: state.ceiling,
      floor: state.floor,
    })),
  });
}
