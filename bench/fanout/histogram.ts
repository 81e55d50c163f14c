// Latency histogram with 1 ms buckets up to 10 s (one overflow bucket beyond): small enough to ship
// from each client worker every second, exact enough for p50/p99 on the scale of the 100 ms target.
const MAX_MS = 10_000;

export class Histogram {
  readonly counts = new Uint32Array(MAX_MS + 1);
  total = 0;

  record(ms: number): void {
    const bucket = ms < 0 ? 0 : ms > MAX_MS ? MAX_MS : Math.floor(ms);
    this.counts[bucket] = (this.counts[bucket] ?? 0) + 1;
    this.total += 1;
  }

  /** Non-zero buckets as [ms, count] pairs (what workers send). */
  sparse(): [number, number][] {
    const out: [number, number][] = [];
    this.counts.forEach((count, ms) => {
      if (count > 0) out.push([ms, count]);
    });
    return out;
  }

  addSparse(pairs: readonly [number, number][]): void {
    for (const [ms, count] of pairs) {
      this.counts[ms] = (this.counts[ms] ?? 0) + count;
      this.total += count;
    }
  }

  reset(): void {
    this.counts.fill(0);
    this.total = 0;
  }

  /** Smallest bucket (ms) under which the fraction `q` of samples lies; NaN when empty. */
  quantile(q: number): number {
    if (this.total === 0) return Number.NaN;
    const target = Math.ceil(q * this.total);
    let seen = 0;
    for (let ms = 0; ms < this.counts.length; ms += 1) {
      seen += this.counts[ms] ?? 0;
      if (seen >= target) return ms;
    }
    return MAX_MS;
  }
}
