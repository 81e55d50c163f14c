// Corporate actions a little ahead of the first live day, so a demo user meets an ex-date, a record
// date and a payment within the first simulated days (issue 18). Drawn from a stream of their own
// (`{symbol}/near-events/{asOf}`), so every other generated figure stays as it was.
import { addTradingDays, formatInteger } from '@sen/market';
import type { Rng } from '../reference/rng.ts';
import type { StockRef } from '../reference/types.ts';
import { BONUS_RATIOS, bonusShares, rightsListingDate, stockDividendDates } from './events.ts';
import { PAR_VALUE } from './financials.ts';
import type { CorporateEvent } from './types.ts';

/**
 * Chance that a stock has a cash dividend, a stock dividend, a rights issue or bonus shares going ex
 * in the first days (bonus shares are drawn after the others, so those stay as they were).
 */
const NEAR_EVENT_CHANCE = { cash: 0.06, stock: 0.02, rights: 0.015, bonus: 0.02 } as const;

/** Ex-dates 1 to 5 trading days after `asOf` (the first live day), each with its later dates. */
export function nearTermEvents(rng: Rng, stock: StockRef, asOf: string): CorporateEvent[] {
  const events: CorporateEvent[] = [];
  if (rng.chance(NEAR_EVENT_CHANCE.cash)) {
    const exDate = addTradingDays(asOf, rng.int(1, 5));
    const ratePct = rng.pick([5, 8, 10, 12, 15, 20]);
    const perShare = (ratePct / 100) * PAR_VALUE;
    const recordDate = addTradingDays(exDate, 1);
    events.push({
      kind: 'cash-dividend',
      id: `${stock.symbol}-DIV${asOf.replaceAll('-', '')}`,
      ratePct,
      perShare,
      exDate,
      recordDate,
      paymentDate: addTradingDays(recordDate, rng.int(2, 6)),
      title: {
        vi: `Trả cổ tức bằng tiền mặt tỷ lệ ${ratePct}% (${formatInteger(perShare)} đồng/cổ phiếu)`,
        en: `Cash dividend of ${ratePct}% (VND ${formatInteger(perShare)} per share)`,
      },
    });
  }
  if (rng.chance(NEAR_EVENT_CHANCE.stock)) {
    const exDate = addTradingDays(asOf, rng.int(1, 5));
    const ratio = `100:${rng.pick([5, 10, 15, 20])}`;
    const recordDate = addTradingDays(exDate, 1);
    events.push({
      kind: 'stock-dividend',
      id: `${stock.symbol}-SD${asOf.replaceAll('-', '')}`,
      ratio,
      exDate,
      recordDate,
      ...stockDividendDates(recordDate),
      title: { vi: `Trả cổ tức bằng cổ phiếu tỷ lệ ${ratio}`, en: `Stock dividend at ${ratio}` },
    });
  }
  if (rng.chance(NEAR_EVENT_CHANCE.rights)) {
    const exDate = addTradingDays(asOf, rng.int(1, 5));
    const recordDate = addTradingDays(exDate, 1);
    const subscriptionStart = addTradingDays(recordDate, 2);
    const subscriptionEnd = addTradingDays(subscriptionStart, 10);
    const ratio = `${rng.pick([2, 4, 5, 10])}:1`;
    const price = Math.max(PAR_VALUE, Math.round((stock.refPrice * (0.5 + 0.3 * rng.uniform())) / 100) * 100);
    events.push({
      kind: 'rights-issue',
      id: `${stock.symbol}-RI${asOf.replaceAll('-', '')}`,
      ratio,
      price,
      exDate,
      recordDate,
      subscriptionStart,
      subscriptionEnd,
      transferEnd: addTradingDays(subscriptionStart, 8),
      listingDate: rightsListingDate(subscriptionEnd),
      title: {
        vi: `Phát hành thêm cổ phiếu cho cổ đông hiện hữu tỷ lệ ${ratio}, giá ${formatInteger(price)} đồng`,
        en: `Rights issue at ${ratio}, price VND ${formatInteger(price)}`,
      },
    });
  }
  if (rng.chance(NEAR_EVENT_CHANCE.bonus)) {
    const exDate = addTradingDays(asOf, rng.int(1, 5));
    const ratio = `100:${rng.pick(BONUS_RATIOS)}`;
    events.push(bonusShares(`${stock.symbol}-BS${asOf.replaceAll('-', '')}`, ratio, exDate));
  }
  return events;
}
