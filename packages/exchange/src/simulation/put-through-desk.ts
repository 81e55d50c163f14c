import { PUT_THROUGH_MIN_VOLUME, roundToTick } from '@sen/market';
import type { Exchange } from '../exchange/exchange.ts';
import type { Owner } from '../exchange/types.ts';
import type { Rng } from '../reference/rng.ts';
import type { SimInstrument } from './universe.ts';

const DEALS_PER_DAY = 80;
const ADVERTISEMENTS_PER_DAY = 40;
const TRADING_SECONDS = 6 * 3600;
const BUYER: Owner = { kind: 'participant', participantId: 'PT-BUYER' };
const SELLER: Owner = { kind: 'participant', participantId: 'PT-SELLER' };

/** Occasional negotiated (put-through) deals and advertisements in liquid stocks, near fair value. */
export class PutThroughDesk {
  private readonly candidates: SimInstrument[];

  constructor(
    private readonly exchange: Exchange,
    private readonly rng: Rng,
    instruments: readonly SimInstrument[],
  ) {
    this.candidates = instruments
      .filter((i) => i.kind === 'stock' || i.kind === 'etf')
      .sort((a, b) => b.takersPerDay - a.takersPerDay);
  }

  /** One second of market time: maybe a deal, maybe an advertisement. */
  step(_time: number, fairOf: (symbol: string) => number): void {
    if (this.candidates.length === 0) return;
    if (this.rng.uniform() < DEALS_PER_DAY / TRADING_SECONDS) this.enter(true, fairOf);
    if (this.rng.uniform() < ADVERTISEMENTS_PER_DAY / TRADING_SECONDS) this.enter(false, fairOf);
  }

  private enter(deal: boolean, fairOf: (symbol: string) => number): void {
    // Popular names are far likelier: the rank is drawn from a steep power law.
    const instrument = this.candidates[Math.floor(this.candidates.length * this.rng.uniform() ** 4)]!;
    const snap = this.exchange.snapshot(instrument.symbol, 0);
    if (!snap) return;
    const fair = fairOf(instrument.symbol) || snap.reference;
    const raw = fair * (1 + 0.01 * this.rng.normal());
    const price = Math.min(
      snap.ceiling,
      Math.max(snap.floor, roundToTick(instrument.market, instrument.kind, raw, 'nearest')),
    );
    const minimum = PUT_THROUGH_MIN_VOLUME[instrument.market] ?? 0;
    const volume = Math.max(
      minimum,
      Math.round((instrument.orderSize * 20 * Math.exp(this.rng.normal())) / 100) * 100,
    );
    if (deal)
      this.exchange.putThrough({ symbol: instrument.symbol, price, volume, buyer: BUYER, seller: SELLER });
    else
      this.exchange.advertise({
        symbol: instrument.symbol,
        side: this.rng.chance(0.5) ? 'B' : 'S',
        price,
        volume,
        owner: this.rng.chance(0.5) ? BUYER : SELLER,
      });
  }
}
