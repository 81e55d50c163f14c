import { addDays, addTradingDays, formatInteger, onOrAfterTradingDay } from '@sen/market';
import type { Rng } from '../reference/rng.ts';
import type { StockRef } from '../reference/types.ts';
import { PAR_VALUE } from './financials.ts';
import type { CorporateEvent, InsiderTransfer, Person } from './types.ts';

/** Payment (to accounts, pending listing) and listing dates of a stock dividend from its record date. */
export const stockDividendDates = (recordDate: string) => ({
  paymentDate: addTradingDays(recordDate, 5),
  listingDate: addTradingDays(recordDate, 10),
});

/** Bonus shares (cổ phiếu thưởng) at `ratio` going ex on `exDate`: a stock dividend flagged `bonus`. */
export function bonusShares(id: string, ratio: string, exDate: string): CorporateEvent {
  const recordDate = addTradingDays(exDate, 1);
  return {
    kind: 'stock-dividend',
    bonus: true,
    id,
    ratio,
    exDate,
    recordDate,
    ...stockDividendDates(recordDate),
    title: { vi: `Phát hành cổ phiếu thưởng tỷ lệ ${ratio}`, en: `Bonus shares at ${ratio}` },
  };
}

/** Ratios of bonus share issues (new shares per 100 held). */
export const BONUS_RATIOS = [10, 15, 20, 30, 50] as const;

/** Listing date of the shares of a rights issue from the end of its subscription. */
export const rightsListingDate = (subscriptionEnd: string) => addTradingDays(subscriptionEnd, 5);

/**
 * Corporate events around `asOf`: past and upcoming dividends, AGMs, stock dividends, rights issues
 * and bonus shares (drawn last, so the other events stay as they were before bonus shares existed).
 */
export function corporateEvents(rng: Rng, stock: StockRef, asOf: string): CorporateEvent[] {
  const events: CorporateEvent[] = [];
  const year = Number(asOf.slice(0, 4));
  for (let y = year - 2; y <= year; y += 1) {
    const recordDate = onOrAfterTradingDay(`${y}-03-${String(rng.int(10, 28)).padStart(2, '0')}`);
    const meetingDate = onOrAfterTradingDay(addDays(recordDate, rng.int(25, 40)));
    events.push({
      kind: 'agm',
      id: `${stock.symbol}-AGM${y}`,
      meetingDate,
      recordDate,
      exDate: addTradingDays(recordDate, -1),
      title: {
        vi: `Đại hội đồng cổ đông thường niên năm ${y}`,
        en: `${y} annual general meeting of shareholders`,
      },
    });
  }
  // Cash dividends: one or two a year, the last one possibly still ahead of asOf.
  for (let i = 0; i < 4; i += 1) {
    const exDate = onOrAfterTradingDay(addDays(asOf, 45 - i * rng.int(150, 220)));
    const ratePct = rng.pick([5, 8, 10, 12, 15, 20]);
    const perShare = (ratePct / 100) * PAR_VALUE;
    events.push({
      kind: 'cash-dividend',
      id: `${stock.symbol}-DIV${i + 1}`,
      ratePct,
      perShare,
      exDate,
      recordDate: addTradingDays(exDate, 1),
      paymentDate: onOrAfterTradingDay(addDays(exDate, rng.int(20, 45))),
      title: {
        vi: `Trả cổ tức bằng tiền mặt tỷ lệ ${ratePct}% (${formatInteger(perShare)} đồng/cổ phiếu)`,
        en: `Cash dividend of ${ratePct}% (VND ${formatInteger(perShare)} per share)`,
      },
    });
  }
  if (rng.chance(0.5)) {
    const exDate = onOrAfterTradingDay(addDays(asOf, -rng.int(30, 300)));
    const ratio = `100:${rng.pick([5, 10, 15, 20])}`;
    events.push({
      kind: 'stock-dividend',
      id: `${stock.symbol}-SD1`,
      ratio,
      exDate,
      recordDate: addTradingDays(exDate, 1),
      ...stockDividendDates(addTradingDays(exDate, 1)),
      title: { vi: `Trả cổ tức bằng cổ phiếu tỷ lệ ${ratio}`, en: `Stock dividend at ${ratio}` },
    });
  }
  if (rng.chance(0.4)) {
    const exDate = onOrAfterTradingDay(addDays(asOf, rng.int(-60, 40)));
    const recordDate = addTradingDays(exDate, 1);
    const subscriptionStart = addTradingDays(recordDate, 7);
    const ratio = `${rng.pick([2, 4, 5, 10])}:1`;
    const price = Math.max(PAR_VALUE, Math.round((stock.refPrice * (0.5 + 0.3 * rng.uniform())) / 100) * 100);
    events.push({
      kind: 'rights-issue',
      id: `${stock.symbol}-RI1`,
      ratio,
      price,
      exDate,
      recordDate,
      subscriptionStart,
      subscriptionEnd: addTradingDays(subscriptionStart, 15),
      transferEnd: addTradingDays(subscriptionStart, 12),
      listingDate: rightsListingDate(addTradingDays(subscriptionStart, 15)),
      title: {
        vi: `Phát hành thêm cổ phiếu cho cổ đông hiện hữu tỷ lệ ${ratio}, giá ${formatInteger(price)} đồng`,
        en: `Rights issue at ${ratio}, price VND ${formatInteger(price)}`,
      },
    });
  }
  if (rng.chance(0.3)) {
    const exDate = onOrAfterTradingDay(addDays(asOf, -rng.int(30, 300)));
    events.push(bonusShares(`${stock.symbol}-BS1`, `100:${rng.pick(BONUS_RATIOS)}`, exDate));
  }
  return events.sort((a, b) => (a.exDate < b.exDate ? 1 : -1));
}

/** Insider transfer registrations (upcoming) and history (done), by members of management. */
export function insiderTransfers(
  rng: Rng,
  stock: StockRef,
  people: readonly Person[],
  asOf: string,
): InsiderTransfer[] {
  const drawn: Array<{
    person: Person;
    from: string;
    side: 'buy' | 'sell';
    registered: number;
    share: number;
  }> = [];
  for (let i = 0; i < rng.int(2, 6); i += 1) {
    const person = rng.pick(people);
    const from = onOrAfterTradingDay(addDays(asOf, -rng.int(-10, 360)));
    const side = rng.chance(0.5) ? 'buy' : 'sell';
    const registered = Math.max(
      10_000,
      Math.round((stock.listedShares * 0.001 * rng.uniform()) / 1000) * 1000,
    );
    const open = addDays(from, 30) >= asOf;
    drawn.push({ person, from, side, registered, share: open ? 0 : rng.pick([0, 0.5, 1, 1, 1]) });
  }
  // Each person's trades chain into the holding the profile shows today: taken newest first, a
  // trade ends where the later one starts (a buy never more than was held after it).
  const held = new Map(people.map((person) => [person, person.shares]));
  const result: InsiderTransfer[] = [];
  const newestFirst = drawn
    .map((trade, i) => ({ ...trade, id: `${stock.symbol}-T${i + 1}` }))
    .sort((a, b) => (a.from < b.from ? 1 : a.from > b.from ? -1 : 0));
  for (const { person, from, side, registered, share, id } of newestFirst) {
    const to = addDays(from, 30);
    const after = held.get(person) ?? person.shares;
    const wanted = Math.round((registered * share) / 100) * 100;
    const executedVolume = side === 'buy' ? Math.min(wanted, Math.floor(after / 100) * 100) : wanted;
    const before = side === 'buy' ? after - executedVolume : after + executedVolume;
    held.set(person, before);
    result.push({
      id,
      name: person.name,
      position: person.position,
      side,
      registeredVolume: registered,
      executedVolume,
      before,
      after,
      from,
      to,
      status:
        to >= asOf
          ? 'registered'
          : executedVolume === 0
            ? 'not-executed'
            : executedVolume < registered
              ? 'partly-completed'
              : 'completed',
    });
  }
  return result;
}
