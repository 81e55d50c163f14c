import type { IndexId } from '@sen/market';
import { HNX30_SYMBOLS, VN30_SYMBOLS } from '../reference/known-companies.ts';
import type { StockRef } from '../reference/types.ts';

/** How an index weighs its members. */
export interface IndexDefinition {
  readonly id: IndexId;
  readonly members: (stock: StockRef) => boolean;
  readonly freeFloat: boolean;
  /** Largest weight of one member (e.g. 0.1), or 1 for none. */
  readonly cap: number;
  /** Level of the index at the reference prices of the shipped data. */
  readonly level: number;
}

const vn30 = new Set(VN30_SYMBOLS);
const hnx30 = new Set(HNX30_SYMBOLS);

/** The five indexes (market-rules §7.1), scaled to levels like the real ones. */
export const INDEX_DEFINITIONS: readonly IndexDefinition[] = [
  { id: 'VNINDEX', members: (s) => s.exchange === 'HSX', freeFloat: false, cap: 1, level: 1_250 },
  { id: 'VN30', members: (s) => vn30.has(s.symbol), freeFloat: true, cap: 0.1, level: 1_340 },
  { id: 'HNXINDEX', members: (s) => s.exchange === 'HNX', freeFloat: true, cap: 1, level: 228 },
  { id: 'HNX30', members: (s) => hnx30.has(s.symbol), freeFloat: true, cap: 0.15, level: 470 },
  {
    id: 'UPCOMINDEX',
    members: (s) => s.exchange === 'UPCOM' && s.freeFloat >= 0.05,
    freeFloat: true,
    cap: 1,
    level: 94,
  },
];

/**
 * Capping factors so no weight exceeds `cap`: the excess of capped members is spread over the rest
 * in proportion, repeated until every weight fits.
 * @example capFactors([50, 30, 20], 0.4) gives weights 0.4, 0.36, 0.24
 */
export function capFactors(values: readonly number[], cap: number): number[] {
  const factors = values.map(() => 1);
  if (cap >= 1 || values.length * cap < 1) return factors;
  const capped = new Set<number>();
  for (let round = 0; round < values.length; round += 1) {
    const cappedWeight = capped.size * cap;
    const freeTotal = values.reduce((sum, v, i) => (capped.has(i) ? sum : sum + v), 0);
    let changed = false;
    values.forEach((v, i) => {
      if (capped.has(i)) return;
      if ((v / freeTotal) * (1 - cappedWeight) > cap + 1e-12) {
        capped.add(i);
        changed = true;
      }
    });
    if (!changed) {
      const total = values.reduce((sum, v) => sum + v, 0);
      return values.map((v, i) =>
        capped.has(i) ? (cap * total) / v : ((1 - cappedWeight) * total) / freeTotal,
      );
    }
  }
  return factors;
}

/** An index's members with their weighting quantities: value = sum(price x quantity) / divisor. */
export interface IndexBasket {
  readonly id: IndexId;
  readonly symbols: readonly string[];
  /** Shares x free float x capping factor, per member. */
  readonly quantities: readonly number[];
  readonly divisor: number;
}

/** Builds a basket whose value at the given prices equals the definition's level. */
export function buildBasket(
  definition: IndexDefinition,
  stocks: readonly StockRef[],
  priceOf: (s: StockRef) => number = (s) => s.refPrice,
): IndexBasket {
  const members = stocks.filter(definition.members);
  const raw = members.map((s) => s.listedShares * (definition.freeFloat ? s.freeFloat : 1));
  const caps = capFactors(
    members.map((s, i) => (raw[i] ?? 0) * priceOf(s)),
    definition.cap,
  );
  const quantities = raw.map((q, i) => q * (caps[i] ?? 1));
  const cap = members.reduce((sum, s, i) => sum + priceOf(s) * (quantities[i] ?? 0), 0);
  return {
    id: definition.id,
    symbols: members.map((s) => s.symbol),
    quantities,
    divisor: cap / definition.level,
  };
}

/** Index value of a basket at prices looked up per symbol. */
export function basketValue(basket: IndexBasket, priceOf: (symbol: string) => number): number {
  let sum = 0;
  for (let i = 0; i < basket.symbols.length; i += 1)
    sum += priceOf(basket.symbols[i]!) * basket.quantities[i]!;
  return sum / basket.divisor;
}
