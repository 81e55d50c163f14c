import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** FNV-1a hash of a string mixed with a seed, as an unsigned 32-bit integer. */
export function hashSeed(seed: number, key: string): number {
  let h = (0x811c9dc5 ^ (seed | 0)) >>> 0;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Seeded random source over pure-rand's xoroshiro128+: uniform, normal, Student-t and choice draws. */
export class Rng {
  private readonly gen: RandomGenerator;
  private spare = Number.NaN;

  constructor(seed: number, key = '') {
    this.gen = xoroshiro128plus(key === '' ? seed | 0 : hashSeed(seed, key) | 0);
  }

  /** Uniform in [0, 1). */
  uniform(): number {
    return uniformFloat64(this.gen);
  }

  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.uniform() * (max - min + 1));
  }

  /** Standard normal draw (Box-Muller, the second value is kept for the next call). */
  normal(): number {
    if (!Number.isNaN(this.spare)) {
      const value = this.spare;
      this.spare = Number.NaN;
      return value;
    }
    const u = 1 - this.uniform();
    const v = this.uniform();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }

  /** Student-t draw scaled to unit variance (fat tails), for dof > 2. */
  studentT(dof: number): number {
    let chi = 0;
    for (let i = 0; i < dof; i += 1) {
      const z = this.normal();
      chi += z * z;
    }
    return (this.normal() / Math.sqrt(chi / dof)) * Math.sqrt((dof - 2) / dof);
  }

  /** Poisson draw (Knuth for small means, normal approximation above 30). */
  poisson(mean: number): number {
    if (mean <= 0) return 0;
    if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * this.normal()));
    const limit = Math.exp(-mean);
    let k = 0;
    let p = this.uniform();
    while (p > limit) {
      k += 1;
      p *= this.uniform();
    }
    return k;
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.uniform() < p;
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.uniform() * items.length)];
    if (item === undefined) throw new Error('Rng.pick: empty array');
    return item;
  }
}
