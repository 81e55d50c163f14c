// The update stream of the board benchmark: trade (3220), depth (3210) and foreign (3250) messages
// in the legacy feed's units, for every symbol of the board in turn, published through the real
// realtime gateway at a given rate. Each trade raises its symbol's total volume by a unique step,
// which lets the page find the paint that shows it.
import type { Stamp } from './probe.ts';
export interface Band {
  symbol: string;
  ref: number;
  ceiling: number;
  floor: number;
}

interface Publisher {
  publish(room: string | null, message: { id: number; [field: string]: unknown }): void;
}

const thousand = (vnd: number) => Math.round(vnd / 10) / 100;
const colour = (price: number, band: Band) =>
  price >= band.ceiling
    ? 'c'
    : price <= band.floor
      ? 'f'
      : price > band.ref
        ? 'i'
        : price < band.ref
          ? 'd'
          : 'e';

export class UpdateStream {
  /** When each trade since the last `takeStamps` was published (absolute ms: timeOrigin + now). */
  private stamps: Stamp[] = [];
  private sequence = 0;
  private readonly totals = new Map<string, number>();
  private random = 1;

  constructor(
    private readonly bands: readonly Band[],
    private readonly gateway: Publisher,
  ) {}

  private next(): number {
    // A small deterministic generator (xorshift), so every run sends the same stream.
    this.random ^= this.random << 13;
    this.random ^= this.random >>> 17;
    this.random ^= this.random << 5;
    return ((this.random >>> 0) % 10_000) / 10_000;
  }

  private priceNear(band: Band, steps: number): number {
    const tick = band.ref >= 50_000 ? 100 : band.ref >= 10_000 ? 50 : 10;
    const offset = Math.round((this.next() - 0.5) * 2 * steps) * tick;
    return Math.min(band.ceiling, Math.max(band.floor, band.ref + offset));
  }

  /** Publishes one update; returns the message id. */
  publishOne(): number {
    const band = this.bands[this.sequence % this.bands.length]!;
    this.sequence += 1;
    const pick = this.next();
    const sym = band.symbol;
    if (pick < 0.4) {
      const price = this.priceNear(band, 8);
      const total = (this.totals.get(sym) ?? 100_000) + 1 + Math.floor(this.next() * 50);
      this.totals.set(sym, total);
      this.stamps.push({ symbol: sym, total, at: performance.timeOrigin + performance.now() });
      const change = thousand(price - band.ref);
      this.gateway.publish(sym, {
        id: 3220,
        sym,
        sID: this.sequence,
        time: '10:00:00',
        lastPrice: thousand(price),
        lastVol: (total % 50) + 1,
        cl: colour(price, band),
        change: change.toFixed(2),
        changePc: ((100 * (price - band.ref)) / band.ref).toFixed(2),
        totalVol: total,
        hp: thousand(Math.max(price, band.ref)),
        lp: thousand(Math.min(price, band.ref)),
        ap: thousand(band.ref),
      });
      return 3220;
    }
    if (pick < 0.85) {
      const side = this.next() < 0.5 ? 'B' : 'S';
      const best = this.priceNear(band, 3);
      const tick = band.ref >= 50_000 ? 100 : band.ref >= 10_000 ? 50 : 10;
      const level = (index: number) => {
        const price = side === 'B' ? best - index * tick : best + index * tick;
        return `${thousand(price).toFixed(2)}|${1 + Math.floor(this.next() * 5_000)}|${colour(price, band)}`;
      };
      this.gateway.publish(sym, { id: 3210, sym, side, g1: level(0), g2: level(1), g3: level(2) });
      return 3210;
    }
    this.gateway.publish(sym, {
      id: 3250,
      symbol: sym,
      fBVol: Math.floor(this.next() * 100_000),
      fSVolume: Math.floor(this.next() * 100_000),
      fRoom: 1_000_000,
    });
    return 3250;
  }

  takeStamps(): Stamp[] {
    const stamps = this.stamps;
    this.stamps = [];
    return stamps;
  }

  /** Publishes `rate` updates a second for `seconds`, paced by elapsed time in 5 ms slices. */
  async run(rate: number, seconds: number): Promise<number> {
    const started = performance.now();
    let sent = 0;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const elapsed = performance.now() - started;
        const owed = Math.min(rate * seconds, Math.floor((elapsed / 1000) * rate));
        for (; sent < owed; sent += 1) this.publishOne();
        if (elapsed >= seconds * 1000) {
          clearInterval(timer);
          resolve();
        }
      }, 5);
    });
    return sent;
  }
}
